import { eq } from 'drizzle-orm';
import { tournaments } from '../../../src/server/db/schema/index.ts';
import { makeMinecraftAccount } from '../../../src/server/db/seed/factories.ts';
import type { TestServer } from '../../setup/test-server.ts';
import { signedInUser } from '../leaderboard/helpers.ts';

export const CUP = '/api/tournaments/founders-cup-1';

/**
 * A form as a browser might send it. The Minecraft name and the Discord tag in it are ignored: the server takes
 * them from the linked account and the session.
 */
export const form = (name = 'Brock_Rock') => ({
  minecraftUsername: name,
  discordTag: `${name.toLowerCase()}#0001`,
  email: `${name.toLowerCase()}@example.test`,
  timezone: 'est',
  pokemon1: 'garchomp',
  pokemon2: 'Great Tusk',
  pokemon3: 'Kingambit',
  pokemon4: 'Gholdengo',
  pokemon5: 'Dragapult',
  pokemon6: 'Iron Valiant',
  checkinAgreement: true,
  rulesAgreement: true,
  streamingConsent: true,
});

const HOUR = 3_600_000;

/** Opens the Founders' Cup registration and check-in windows around now (check-in not closed yet). */
export async function openCup(server: TestServer, o: Partial<typeof tournaments.$inferInsert> = {}) {
  const now = Date.now();
  await server.deps.db
    .update(tournaments)
    .set({
      registrationOpen: true,
      registrationOpensAt: new Date(now - HOUR),
      registrationClosesAt: new Date(now + HOUR),
      checkinOpensAt: new Date(now - HOUR),
      checkinClosesAt: new Date(now + HOUR),
      // The server's job closed the migration's ended window at start-up.
      checkinClosedAt: null,
      ...o,
    })
    .where(eq(tournaments.key, 'founders-cup-1'));
}

export async function register(server: TestServer, cookie: string, name: string) {
  return server.request(`${CUP}/registration`, { method: 'POST', cookie, json: form(name) });
}

/** The Minecraft name a test player links: the Discord name with underscores for spaces. */
export const mcName = (discordName: string) => discordName.replace(/\s+/g, '_').slice(0, 16);

/** A new Discord user signed in, with a Minecraft account linked (named by mcName unless told). */
export async function linkedPlayer(server: TestServer, discordName: string, minecraftName = mcName(discordName)) {
  const signed = await signedInUser(server, discordName);
  await makeMinecraftAccount(server.deps.db, { name: minecraftName, userId: signed.userId });
  return { ...signed, minecraftName };
}
