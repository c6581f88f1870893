import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../../setup/sign-in.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { doublesRows, linkMinecraft, setRegistration, validSheet, type Sheet } from './helpers.ts';

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_IP_PER_MINUTE: '10000', RATE_LIMIT_USER_PER_MINUTE: '10000' });
  cookie = await signIn(server, { newName: 'Doubles Player' });
  await linkMinecraft(server, cookie, 'Doubles_Ace');
});
afterAll(() => server.close());
beforeEach(() => setRegistration(server, 'open'));

const post = (json: unknown, c = cookie) =>
  server.request('/api/mid-season-doubles/registrations', { method: 'POST', json, cookie: c });
type Fields = Record<string, string>;
async function fieldsOf(res: Response): Promise<Fields> {
  expect(res.status).toBe(400);
  return ((await res.json()) as { error: { fields: Fields } }).error.fields;
}
function withMember(i: number, change: Partial<Sheet['team'][number]>): Sheet {
  const s = validSheet();
  s.team[i] = { ...s.team[i]!, ...change };
  return s;
}

describe('POST /api/mid-season-doubles/registrations with bad input', () => {
  it('asks a signed-out caller to sign in', async () => {
    expect((await post(validSheet(), '')).status).toBe(401);
  });
  it.each<[string, unknown, Fields]>([
    [
      'a NUL character',
      withMember(1, { species: 'Rilla\u0000boom' }),
      { 'team.1.species': 'Pokémon 2 species must not contain NUL characters.' },
    ],
    [
      'a huge string',
      withMember(0, { heldItem: 'x'.repeat(100_000) }),
      { 'team.0.heldItem': 'Pokémon 1 held item must be at most 40 characters.' },
    ],
    [
      'a number for a move',
      withMember(2, { moves: [1, 'Protect', 'Earthquake', 'Rock Slide'] as never }),
      { 'team.2.moves.0': 'Pokémon 3 move 1 is required.' },
    ],
    [
      '7 Pokémon',
      { ...validSheet(), team: [...validSheet().team, validSheet().team[0]] },
      { team: 'The team (Pokémon) must have exactly 6.' },
    ],
    [
      'a team that is not a list',
      { ...validSheet(), team: 'Pikachu' },
      { team: 'The team (Pokémon) must be a list of 6.' },
    ],
    [
      'two tera slots',
      { ...validSheet(), teraPokemonSlot: [1, 2] },
      { teraPokemonSlot: 'Choose exactly one Tera Pokémon (slot 1 to 6).' },
    ],
    ['a tera type outside the 18', { ...validSheet(), teraType: 'Stellar' }, { teraType: 'Choose a valid tera type.' }],
    [
      'an agreement left out',
      { ...validSheet(), privacyAgreement: false },
      { privacyAgreement: 'You must agree to disclose your team to staff.' },
    ],
  ])('refuses %s, naming the field', async (_what, body, fields) => {
    expect(await fieldsOf(await post(body))).toEqual(fields);
  });
  it('refuses an illegal move, naming the slot and the move', async () => {
    const body = withMember(3, { moves: ['Heat Wave', 'Air Slash', 'Protect', 'Spore'] });
    expect(await fieldsOf(await post(body))).toEqual({
      'team.3.moves.3': "Pokémon 4 move 4: Charizard can't learn Spore.",
    });
  });
  it('refuses a Mega Stone that makes a Mega', async () => {
    expect(await fieldsOf(await post(withMember(3, { heldItem: 'Charizardite X' })))).toEqual({
      'team.3.heldItem': 'Pokémon 4 held item: Mega evolutions are banned.',
    });
  });
  it('refuses a third restricted Pokémon, counting the named Paradox', async () => {
    const s = validSheet();
    s.team[0] = {
      species: 'Koraidon',
      heldItem: 'Leftovers',
      moves: ['Protect', 'Flare Blitz', 'Collision Course', 'U-turn'],
    };
    s.team[1] = {
      species: 'Raging Bolt',
      heldItem: 'Booster Energy',
      moves: ['Protect', 'Thunderclap', 'Draco Meteor', 'Thunderbolt'],
    };
    s.team[2] = {
      species: 'Iron Crown',
      heldItem: 'Choice Specs',
      moves: ['Protect', 'Tachyon Cutter', 'Psychic', 'Flash Cannon'],
    };
    s.team[5] = {
      species: 'Great Tusk',
      heldItem: 'Focus Sash',
      moves: ['Protect', 'Headlong Rush', 'Close Combat', 'Ice Spinner'],
    };
    expect(await fieldsOf(await post(s))).toEqual({
      'team.2.species':
        'Pokémon 3 species: Iron Crown would be a third Legendary or Mythical Pokémon; at most 2 are allowed.',
    });
  });
  it('refuses duplicate species and items, and names that are not Pokémon data', async () => {
    expect(await fieldsOf(await post(withMember(5, { species: 'Garchomp', heldItem: 'Charcoal' })))).toMatchObject({
      'team.5.species': 'Pokémon 6 species: Garchomp is already on your team (Pokémon 3); no duplicate species.',
      'team.5.heldItem': 'Pokémon 6 held item: Charcoal is already held by Pokémon 4; no duplicate items.',
    });
    expect(
      await fieldsOf(
        await post(withMember(0, { heldItem: 'Leftoverz', moves: ['Flyy', 'Protect', 'Fake Out', 'Knock Off'] })),
      ),
    ).toEqual({
      'team.0.heldItem': 'Pokémon 1 held item: "Leftoverz" is not an item.',
      'team.0.moves.0': 'Pokémon 1 move 1: "Flyy" is not a move.',
    });
  });
  it('wrote nothing for any of them', async () => {
    expect(await doublesRows(server)).toEqual([]);
  });
});

describe('registering and modifying', () => {
  it('registers once per account with the account email, and modifies in place', async () => {
    const res = await post({ ...validSheet(), email: 'forged@example.test', userId: 'someone-else' });
    expect(res.status).toBe(201);
    const reg = (await res.json()) as { id: string; email: string };
    const [row] = await doublesRows(server);
    const account = (await server.deps.db.execute(sql`select id, email from "user" where id = ${row!.user_id}`))
      .rows[0]!;
    expect(row!.email).toBe(account.email);
    expect(reg.email).toBe(account.email);

    const again = await post(validSheet());
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      'You have already registered for this tournament.',
    );

    const changed = {
      ...withMember(3, {
        species: 'Tornadus',
        heldItem: 'Covert Cloak',
        moves: ['Tailwind', 'Bleakwind Storm', 'Protect', 'Taunt'],
      }),
      teraPokemonSlot: 4,
      teraType: 'Ghost',
    };
    const put = await server.request(`/api/mid-season-doubles/registrations/${reg.id}`, {
      method: 'PUT',
      json: changed,
      cookie,
    });
    expect(put.status).toBe(200);
    const rows = await doublesRows(server);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: reg.id, tera_pokemon_slot: 4, tera_type: 'Ghost' });
    expect((rows[0]!.team as Sheet['team'])[3]!.species).toBe('Tornadus');

    const mine = await (await server.request('/api/mid-season-doubles/registration', { cookie })).json();
    expect(mine).toMatchObject({
      registration: { id: reg.id, teraType: 'Ghost' },
      prefill: { minecraftUsername: 'Doubles_Ace', discordTag: 'Doubles Player' },
    });

    const bad = await server.request(`/api/mid-season-doubles/registrations/${reg.id}`, {
      method: 'PUT',
      json: withMember(0, { moves: ['Spore', 'Protect', 'Fake Out', 'Knock Off'] }),
      cookie,
    });
    expect(await fieldsOf(bad)).toEqual({ 'team.0.moves.0': "Pokémon 1 move 1: Incineroar can't learn Spore." });
    expect((await doublesRows(server))[0]).toMatchObject({ tera_type: 'Ghost' });
  });
  it("cannot modify another account's registration", async () => {
    const [row] = await doublesRows(server);
    const other = await signIn(server, { newName: 'Doubles Intruder' });
    await linkMinecraft(server, other, 'Intruder');
    const res = await server.request(`/api/mid-season-doubles/registrations/${String(row!.id)}`, {
      method: 'PUT',
      json: validSheet(),
      cookie: other,
    });
    expect(res.status).toBe(404);
    const notUuid = await server.request('/api/mid-season-doubles/registrations/not-a-uuid', {
      method: 'PUT',
      json: validSheet(),
      cookie: other,
    });
    expect(notUuid.status).toBe(400);
  });
  it('refuses registration and changes once registration is closed', async () => {
    await setRegistration(server, 'staff-closed');
    const other = await signIn(server, { newName: 'Doubles Latecomer' });
    const res = await post(validSheet(), other);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Registration is closed for the Mid-Season Doubles Showdown.',
    );
    const info = await (await server.request('/api/mid-season-doubles')).json();
    expect(info).toMatchObject({ registrationOpen: false, registeredCount: 1, playerCap: 16, teamsPublic: true });
  });
});
