import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymChallenges, gymLeaders } from '../../../src/server/db/schema/index.ts';
import { makeMinecraftAccount } from '../../../src/server/db/seed/factories.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { json, signInAs, type SignedIn } from '../../staff/helpers.ts';

let server: TestServer;
let leader: SignedIn;
let other: SignedIn;
let ash: SignedIn;
let unlinked: SignedIn;
let leaderId: string;

type Challenge = { id: string; status: string; instructions: string | null; challenger: { minecraftName: string } };
type ErrorBody = { error: { message: string } };

beforeAll(async () => {
  server = await startTestServer();
  const db = server.deps.db;
  leader = await signInAs(server, 'gym leader', 'Challenged Leader');
  other = await signInAs(server, 'gym leader', 'Other Leader');
  ash = await signInAs(server, 'player', 'Ash Challenger');
  unlinked = await signInAs(server, 'player', 'Unlinked Player');
  await makeMinecraftAccount(db, { name: 'AshKetchum', userId: ash.id });
  const [row] = await db
    .update(gymLeaders)
    .set({ displayName: 'Flannery', status: 'online' })
    .where(eq(gymLeaders.userId, leader.id))
    .returning();
  leaderId = row!.id;
});
afterAll(() => server.close());

const challenge = (cookie?: string) =>
  server.request(`/api/gym-leaders/${leaderId}/challenges`, { method: 'POST', cookie });
const answer = (id: string, value: string, cookie?: string) =>
  server.request(`/api/challenges/${id}/answer`, { method: 'POST', json: { answer: value }, cookie });

describe('challenging a gym leader', () => {
  it('needs a signed-in player with a linked Minecraft account', async () => {
    expect((await challenge()).status).toBe(401);
    const res = await challenge(unlinked.cookie);
    expect(res.status).toBe(403);
    expect((await json<ErrorBody>(res)).error.message).toBe('Link your Minecraft account to challenge a gym leader.');
  });

  let id: string;
  it('is created once: a second challenge while the first is pending is refused', async () => {
    const res = await challenge(ash.cookie);
    expect(res.status).toBe(201);
    const created = await json<Challenge>(res);
    expect(created).toMatchObject({
      status: 'pending',
      instructions: null,
      challenger: { minecraftName: 'AshKetchum' },
    });
    id = created.id;
    const again = await challenge(ash.cookie);
    expect(again.status).toBe(409);
    expect((await json<ErrorBody>(again)).error.message).toBe(
      'You already challenged Flannery: wait for their answer.',
    );
    const rows = await server.deps.db.select().from(gymChallenges).where(eq(gymChallenges.challengerId, ash.id));
    expect(rows).toHaveLength(1);
  });

  it('shows the pending challenge to the leader only', async () => {
    const mine = await json<{ challenges: Challenge[] }>(
      await server.request('/api/challenges/received', { cookie: leader.cookie }),
    );
    expect(mine.challenges.map((c) => c.id)).toEqual([id]);
    const theirs = await json<{ challenges: Challenge[] }>(
      await server.request('/api/challenges/received', { cookie: other.cookie }),
    );
    expect(theirs.challenges).toEqual([]);
  });

  it('is accepted by the challenged leader only, and then tells the player what to do in game', async () => {
    const byOther = await answer(id, 'accept', other.cookie);
    expect(byOther.status).toBe(403);
    expect((await json<ErrorBody>(byOther)).error.message).toBe(
      'Only the challenged gym leader can answer this challenge.',
    );
    expect((await answer(id, 'accept', ash.cookie)).status).toBe(403);
    expect((await answer(id, 'maybe', leader.cookie)).status).toBe(400);

    const res = await answer(id, 'accept', leader.cookie);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: 'accepted' });
    const again = await answer(id, 'decline', leader.cookie);
    expect(again.status).toBe(409);

    const sent = await json<{ challenges: Challenge[] }>(
      await server.request('/api/challenges/sent', { cookie: ash.cookie }),
    );
    expect(sent.challenges[0]).toMatchObject({
      id,
      status: 'accepted',
      instructions:
        'Join the server, type /warp to find the Fire Gym and bring a Gym Token: Flannery is expecting you.',
    });
  });

  it('can be sent again once answered, and not to a leader who is away', async () => {
    expect((await challenge(ash.cookie)).status).toBe(201);
    await server.deps.db.update(gymLeaders).set({ status: 'offline' }).where(eq(gymLeaders.id, leaderId));
    const res = await server.request(`/api/gym-leaders/${leaderId}/challenges`, {
      method: 'POST',
      cookie: other.cookie,
    });
    expect(res.status).toBe(403); // the other leader has no linked account
    await makeMinecraftAccount(server.deps.db, { name: 'OtherLeaderMC', userId: other.id });
    const away = await server.request(`/api/gym-leaders/${leaderId}/challenges`, {
      method: 'POST',
      cookie: other.cookie,
    });
    expect(away.status).toBe(409);
    expect((await json<ErrorBody>(away)).error.message).toBe(
      'Flannery is away right now: challenge them when they are live.',
    );
  });
});
