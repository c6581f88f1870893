import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type SignedIn } from '../../staff/helpers.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { linkMinecraft, setRegistration, validSheet } from './helpers.ts';

let server: TestServer;
let owner: SignedIn;
let stranger: SignedIn;
let staff: SignedIn;
let id: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_IP_PER_MINUTE: '10000', RATE_LIMIT_USER_PER_MINUTE: '10000' });
  [owner, stranger, staff] = [
    await signInAs(server, 'player', 'Team Owner'),
    await signInAs(server, 'player', 'Team Snoop'),
    await signInAs(server, 'staff', 'Team Referee'),
  ];
  await setRegistration(server, 'open');
  await linkMinecraft(server, owner.cookie, 'Team_Owner');
  const res = await server.request('/api/mid-season-doubles/registrations', {
    method: 'POST',
    json: validSheet('Team_Owner'),
    cookie: owner.cookie,
  });
  id = ((await res.json()) as { id: string }).id;
});
afterAll(() => server.close());

const get = (path: string, who?: SignedIn) => server.request(path, { cookie: who?.cookie ?? '' });

describe('while registration is open, teams are private', () => {
  it('answers 401 to a visitor and hides a team from another player', async () => {
    expect((await get('/api/mid-season-doubles/teams')).status).toBe(401);
    expect((await get(`/api/mid-season-doubles/teams/${id}`)).status).toBe(401);
    expect((await get('/api/mid-season-doubles/teams', stranger)).status).toBe(403);
    expect((await get(`/api/mid-season-doubles/teams/${id}`, stranger)).status).toBe(404);
    expect((await get('/api/mid-season-doubles/registration', stranger)).status).toBe(200);
    expect(await (await get('/api/mid-season-doubles/registration', stranger)).json()).toMatchObject({
      registration: null,
    });
  });
  it('shows the team to its owner and to staff', async () => {
    expect((await get(`/api/mid-season-doubles/teams/${id}`, owner)).status).toBe(200);
    const list = (await (await get('/api/mid-season-doubles/teams', staff)).json()) as { teams: { id: string }[] };
    expect(list.teams.map((t) => t.id)).toEqual([id]);
  });
});

describe('after registration closes, teams are public beside the bracket', () => {
  it('shows every team to anyone, without email, Discord tag or user id', async () => {
    await setRegistration(server, 'closed');
    const res = await get('/api/mid-season-doubles/teams');
    expect(res.status).toBe(200);
    const { teams } = (await res.json()) as { teams: Record<string, unknown>[] };
    expect(teams).toHaveLength(1);
    expect(Object.keys(teams[0]!).sort()).toEqual(['id', 'minecraftUsername', 'team', 'teraPokemonSlot', 'teraType']);
    expect(teams[0]).toMatchObject({ minecraftUsername: 'Team_Owner', teraType: 'Steel', teraPokemonSlot: 3 });
    expect((await get(`/api/mid-season-doubles/teams/${id}`, stranger)).status).toBe(200);
  });
});
