import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../setup/sign-in.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { doublesRows, setRegistration, validSheet } from './helpers.ts';

// The doubles endpoints with input no form sends: bodies that are not objects, wrong types, huge
// strings, NUL characters, ids that are not ids. Always a 4xx with the field named, never a 500,
// and nothing written.

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_IP_PER_MINUTE: '10000', RATE_LIMIT_USER_PER_MINUTE: '10000' });
  cookie = await signIn(server, { newName: 'Doubles Fuzzer' });
  await setRegistration(server, 'open');
});
afterAll(() => server.close());

type Err = { error: { code: string; message: string; fields?: Record<string, string> } };
const REGS = '/api/mid-season-doubles/registrations';
const send = (body: string, method = 'POST', path = REGS) =>
  server.request(path, { method, cookie, body, headers: { 'content-type': 'application/json' } });
const post = (json: unknown) => server.request(REGS, { method: 'POST', cookie, json });
async function fields(res: Response) {
  expect(res.status).toBe(400);
  return ((await res.json()) as Err).error.fields ?? {};
}

describe('registering with bad input', () => {
  it('refuses malformed JSON and bodies that are not an object', async () => {
    for (const body of ['{"team": [', '[]', 'null', '12']) {
      const res = await send(body);
      expect(res.status, body).toBe(400);
      expect(((await res.json()) as Err).error.code).toBe('invalid_input');
    }
  });

  it('names every top-level field of the wrong type', async () => {
    const bad = {
      ...validSheet(),
      // Not input (the account's names are used): ignored whatever their type.
      minecraftUsername: 7,
      discordTag: null,
      timezone: ['EST'],
      teraPokemonSlot: '3',
      teraType: 5,
      rulesAgreement: 'yes',
      checkinAgreement: 0,
    };
    expect(Object.keys(await fields(await post(bad))).sort()).toEqual(
      ['checkinAgreement', 'rulesAgreement', 'teraPokemonSlot', 'teraType', 'timezone'].sort(),
    );
  });

  it('refuses tera slots outside 1 to 6 with the one message', async () => {
    for (const teraPokemonSlot of [0, 7, 2.5, -1, 1e308]) {
      expect(await fields(await post({ ...validSheet(), teraPokemonSlot })), String(teraPokemonSlot)).toEqual({
        teraPokemonSlot: 'Choose exactly one Tera Pokémon (slot 1 to 6).',
      });
    }
  });

  it('refuses huge strings and NUL characters in the player fields and the team', async () => {
    const huge = 'y'.repeat(300_000);
    const f = await fields(await post({ ...validSheet(), timezone: huge, discordTag: huge }));
    expect(Object.keys(f).sort()).toEqual(['timezone']);
    for (const field of ['timezone']) {
      expect((await fields(await post({ ...validSheet(), [field]: 'a\u0000b' })))[field], field).toBeTruthy();
    }
    const s = validSheet();
    s.team[4] = { ...s.team[4]!, moves: ['Spore', 'Rage\u0000Powder', 'Pollen Puff', 'Protect'] };
    expect(await fields(await post(s))).toEqual({
      'team.4.moves.1': 'Pokémon 5 move 2 must not contain NUL characters.',
    });
  });

  it('refuses a team member that is not an object', async () => {
    const s = { ...validSheet(), team: [...validSheet().team.slice(0, 5), 'Pikachu'] };
    expect(await fields(await post(s))).toEqual({
      'team.5': 'Pokémon 6 must have a species, a held item and four moves.',
    });
  });

  it('wrote nothing for any of them', async () => {
    expect(await doublesRows(server)).toEqual([]);
  });
});

describe('ids that are not registration ids', () => {
  it('answers 400 on modify and on the team read, 401 signed out', async () => {
    for (const id of ['not-a-uuid', 'x'.repeat(4000), '%00', "1'%20or%201=1"]) {
      expect((await send(JSON.stringify(validSheet()), 'PUT', `${REGS}/${id}`)).status, id.slice(0, 20)).toBe(400);
      const read = await server.request(`/api/mid-season-doubles/teams/${id}`, { cookie });
      expect(read.status, id.slice(0, 20)).toBe(400);
    }
    const signedOut = await server.request(`${REGS}/00000000-0000-0000-0000-000000000000`, {
      method: 'PUT',
      json: validSheet(),
    });
    expect(signedOut.status).toBe(401);
    expect((await doublesRows(server)).length).toBe(0);
  });
});
