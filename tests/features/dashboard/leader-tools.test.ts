import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymLeaderEarnings, gymLeaders } from '../../../src/server/db/schema/index.ts';
import { expireStalePresence } from '../../../src/server/game-api/set-presence.ts';
import { gameClient, type GameClient } from '../../game-api/helpers.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { json, signInAs, type SignedIn } from '../../staff/helpers.ts';
import { leaderOf } from './ledger-fixtures.ts';

let server: TestServer;
let game: GameClient;
let blaine: SignedIn;
let flint: SignedIn;
let player: SignedIn;
let staff: SignedIn;
let blaineId: string;
let flintId: string;

beforeAll(async () => {
  server = await startTestServer();
  game = await gameClient(server);
  blaine = await signInAs(server, 'gym leader', 'Blaine Tools');
  flint = await signInAs(server, 'gym leader', 'Flint Tools');
  player = await signInAs(server, 'player', 'Tools Player');
  staff = await signInAs(server, 'staff', 'Tools Staff');
  blaineId = (await leaderOf(server.deps.db, blaine.id)).id;
  flintId = (await leaderOf(server.deps.db, flint.id)).id;
});
afterAll(() => server.close());

const put = (path: string, body: unknown, cookie?: string) =>
  server.request(path, { method: 'PUT', json: body, cookie });
const shown = async (id: string) =>
  (await server.deps.db.select().from(gymLeaders).where(eq(gymLeaders.id, id)))[0]!.status;
const listed = async (id: string) => {
  const body = await json<{ leaders: { id: string; status: string }[] }>(await server.request('/api/gym-leaders'));
  return body.leaders.find((l) => l.id === id)?.status;
};

describe("a leader's own status", () => {
  it('shows at once on /gym-leaders when no game server reports the leader', async () => {
    const res = await put(`/api/gym-leaders/${blaineId}/status`, { status: 'online' }, blaine.cookie);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ shown: 'online', own: 'online', reportedUntil: null });
    await expect.poll(() => listed(blaineId)).toBe('online');
  });

  it("is only the leader's own: another leader, a player and a visitor are refused", async () => {
    const other = await put(`/api/gym-leaders/${blaineId}/status`, { status: 'offline' }, flint.cookie);
    expect(other.status).toBe(403);
    expect((await json<{ error: { message: string } }>(other)).error.message).toBe(
      'Only the gym leader themselves can change their team or status.',
    );
    expect((await put(`/api/gym-leaders/${blaineId}/status`, { status: 'offline' }, player.cookie)).status).toBe(403);
    expect((await put(`/api/gym-leaders/${blaineId}/status`, { status: 'offline' })).status).toBe(401);
    const bad = await put(`/api/gym-leaders/${blaineId}/status`, { status: 'sleeping' }, blaine.cookie);
    expect(bad.status).toBe(400);
    expect(await shown(blaineId)).toBe('online');
  });

  it("loses to a game server's report while it counts, and shows again once the report is stale", async () => {
    expect((await game.call('POST', '/presence', { leaders: [{ gym: flintId, status: 'busy' }] })).status).toBe(200);
    const res = await put(`/api/gym-leaders/${flintId}/status`, { status: 'online' }, flint.cookie);
    const body = await json<{ shown: string; own: string; reportedUntil: string | null }>(res);
    expect(body).toMatchObject({ shown: 'busy', own: 'online' });
    expect(body.reportedUntil).not.toBeNull();
    expect(await shown(flintId)).toBe('busy');

    await server.deps.db.execute(
      sql`update gym_leaders set presence_at = now() - interval '3 minutes' where id = ${flintId}`,
    );
    await expireStalePresence(server.deps.db, 120);
    expect(await shown(flintId)).toBe('online');
    const after = await json(await server.request('/api/dashboard/status', { cookie: flint.cookie }));
    expect(after).toEqual({ shown: 'online', own: 'online', reportedUntil: null });
  });
});

const charizard = {
  species: 'charizard',
  level: 50,
  heldItem: 'leftovers',
  ability: 'blaze',
  moves: ['Flamethrower', 'air slash'],
};

describe("a leader's team", () => {
  it('is published with the names as the Pokémon data spells them, and read by everybody', async () => {
    expect(await json(await server.request(`/api/gym-leaders/${blaineId}/team`))).toEqual({
      leader: { id: blaineId, displayName: expect.any(String) },
      team: null,
    });
    const res = await put(`/api/gym-leaders/${blaineId}/team`, { members: [charizard] }, blaine.cookie);
    expect(res.status).toBe(200);
    const team = await json<{ team: { members: unknown[] } }>(
      await server.request(`/api/gym-leaders/${blaineId}/team`),
    );
    expect(team.team.members).toEqual([
      {
        species: 'Charizard',
        level: 50,
        heldItem: 'Leftovers',
        ability: 'Blaze',
        moves: ['Flamethrower', 'Air Slash'],
      },
    ]);
  });

  it.each([
    [{ members: [] }, 'members', 'Add at least one Pokémon to publish a team.'],
    [{ members: Array(7).fill(charizard) }, 'members', 'A team has at most 6 Pokémon.'],
    [
      { members: [{ ...charizard, level: 101 }] },
      'members.0.level',
      'Pokémon 1 level must be a whole number from 1 to 100.',
    ],
    [{ members: [charizard, { ...charizard, moves: [] }] }, 'members.1.moves', 'Pokémon 2 needs at least one move.'],
    [
      { members: [{ ...charizard, species: 'Pikachu', ability: 'Static' }] },
      'members.0.species',
      'Pokémon 1 species: Pikachu is not Fire type; every Pokémon of a Fire gym must be.',
    ],
    [
      { members: [{ ...charizard, ability: 'Levitate' }] },
      'members.0.ability',
      'Pokémon 1 ability: Charizard cannot have Levitate.',
    ],
    [
      { members: [{ ...charizard, moves: ['Flamethrower', 'Fire Punchh'] }] },
      'members.0.moves.1',
      'Pokémon 1 move 2: "Fire Punchh" is not a move.',
    ],
  ])('refuses a bad team (%#) with a clear message', async (body, field, message) => {
    const res = await put(`/api/gym-leaders/${blaineId}/team`, body, blaine.cookie);
    expect(res.status).toBe(400);
    const err = await json<{ error: { message: string; fields: Record<string, string> } }>(res);
    expect(err.error.fields[field]).toBe(message);
    expect(err.error.message).toBe(`Invalid input: ${field}: ${message}`);
  });

  it("refuses another leader's team with 403 and changes nothing", async () => {
    const res = await put(`/api/gym-leaders/${blaineId}/team`, { members: [{ ...charizard, level: 5 }] }, flint.cookie);
    expect(res.status).toBe(403);
    const team = await json<{ team: { members: { level: number }[] } }>(
      await server.request(`/api/gym-leaders/${blaineId}/team`),
    );
    expect(team.team.members[0]!.level).toBe(50);
  });
});

describe('a payout request', () => {
  it("asks for the ledger's balance, one open request at a time, and staff see it until they pay", async () => {
    const db = server.deps.db;
    const nothing = await server.request('/api/dashboard/payout-request', { method: 'POST', cookie: flint.cookie });
    expect(nothing.status).toBe(409);
    expect((await json<{ error: { message: string } }>(nothing)).error.message).toBe(
      'There is nothing to pay out yet.',
    );

    await db.insert(gymLeaderEarnings).values([
      { gymLeaderId: blaineId, kind: 'earning', amountCents: 2500, sharePercent: 10, note: 'Purchase' },
      { gymLeaderId: blaineId, kind: 'reversal', amountCents: 300, sharePercent: 10, note: 'Refund' },
    ]);
    // The amount comes from the ledger: one in the body is ignored.
    const res = await server.request('/api/dashboard/payout-request', {
      method: 'POST',
      json: { amountCents: 999_999 },
      cookie: blaine.cookie,
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ availableCents: 2200, open: { amountCents: 2200 } });
    const again = await server.request('/api/dashboard/payout-request', { method: 'POST', cookie: blaine.cookie });
    expect(again.status).toBe(409);
    expect((await json<{ error: { message: string } }>(again)).error.message).toBe(
      'You already have a payout request open; staff will record it.',
    );

    const balances = async () =>
      (
        await json<{ leaders: { id: string; request: unknown }[] }>(
          await server.request('/api/staff/payouts/leaders', { cookie: staff.cookie }),
        )
      ).leaders.find((l) => l.id === blaineId)!.request;
    expect(await balances()).toMatchObject({ amountCents: 2200 });
    const paid = await server.request(`/api/staff/payouts/leaders/${blaineId}`, {
      method: 'POST',
      json: { amountCents: 2200, method: 'paypal', reference: 'PP-REQ-1' },
      cookie: staff.cookie,
    });
    expect(paid.status).toBe(201);
    expect(await balances()).toBeNull();
    expect(await json(await server.request('/api/dashboard/payout-request', { cookie: blaine.cookie }))).toEqual({
      availableCents: 0,
      open: null,
    });
  });
});
