import { sql } from 'drizzle-orm';
import { makeMinecraftAccount } from '../../../src/server/db/seed/factories.ts';
import type { TestServer } from '../../setup/test-server.ts';

const m = (species: string, heldItem: string, moves: [string, string, string, string]) => ({
  species,
  heldItem,
  moves,
});

/**
 * A legal team sheet (Regulation-style doubles staples). Its Minecraft name and Discord tag are ignored by the
 * server, which takes them from the linked account and the session (linkMinecraft).
 */
export function validSheet(minecraftUsername = 'Doubles_Ace') {
  return {
    minecraftUsername,
    discordTag: 'doublesace',
    timezone: 'EST',
    team: [
      m('Incineroar', 'Sitrus Berry', ['Fake Out', 'Flare Blitz', 'Parting Shot', 'Knock Off']),
      m('Rillaboom', 'Assault Vest', ['Fake Out', 'Grassy Glide', 'Wood Hammer', 'U-turn']),
      m('Garchomp', 'Life Orb', ['Earthquake', 'Dragon Claw', 'Protect', 'Rock Slide']),
      m('Charizard', 'Charcoal', ['Heat Wave', 'Air Slash', 'Protect', 'Return']),
      m('Amoonguss', 'Rocky Helmet', ['Spore', 'Rage Powder', 'Pollen Puff', 'Protect']),
      m('Urshifu', 'Focus Sash', ['Wicked Blow', 'Close Combat', 'Sucker Punch', 'Detect']),
    ],
    teraPokemonSlot: 3,
    teraType: 'Steel',
    rulesAgreement: true,
    checkinAgreement: true,
    privacyAgreement: true,
  };
}
export type Sheet = ReturnType<typeof validSheet>;

/** Opens registration (window around now) or closes it (window ended an hour ago). */
export async function setRegistration(server: TestServer, state: 'open' | 'closed' | 'staff-closed') {
  const hour = "interval '1 hour'";
  const closes = state === 'closed' ? `now() - ${hour}` : `now() + 24 * ${hour}`;
  await server.deps.db.execute(
    sql.raw(`update tournaments set registration_open = ${state !== 'staff-closed'},
      registration_opens_at = now() - 48 * ${hour}, registration_closes_at = ${closes}
      where key = 'mid-season-doubles'`),
  );
}

export async function doublesRows(server: TestServer) {
  return (await server.deps.db.execute(sql`select * from mid_season_doubles_registrations order by created_at`))
    .rows as Record<string, unknown>[];
}

/** Links a Minecraft account to the signed-in account of `cookie`: a sign-up needs one. */
export async function linkMinecraft(server: TestServer, cookie: string, name: string) {
  const me = (await (await server.request('/api/me', { cookie })).json()) as { user: { id: string } };
  await makeMinecraftAccount(server.deps.db, { name, userId: me.user.id });
}
