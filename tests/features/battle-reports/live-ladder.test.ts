import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { call, linkedPlayer, recordAndConfirm } from './helpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Ladder = { trainers: { players: { uuid: string; rating: number; wins: number }[] } };

it('moves the live ladder as a game report does: the change feed tells browsers, the cached ladder is read again', async () => {
  const [a, b] = [
    await linkedPlayer(server, 'Live', { rating: 1500 }),
    await linkedPlayer(server, 'Feed', { rating: 1500 }),
  ];
  // The ladder is read once, so the hot cache holds it before the confirmation.
  const before = (await call(server, a, 'GET', '/api/leaderboard')).body as Ladder;
  expect(before.trainers.players.find((p) => p.uuid === a.uuid)).toMatchObject({ rating: 1500, wins: 0 });

  const controller = new AbortController();
  // The reporter's own stream: a battle report reaches its two sides and staff (domain/realtime/audience.ts).
  const res = await fetch(`${server.url}/api/realtime`, { signal: controller.signal, headers: { cookie: a.cookie } });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!text.includes('event: ready')) text += (await reader.read()).value ?? '';
  const id = await recordAndConfirm(server, a, b);
  const want = [
    `"table":"battle_reports","op":"UPDATE","id":"${id}"`,
    `"table":"matches","op":"INSERT","id":"site:${id}"`,
    `"table":"elo_ratings","op":"UPDATE","id":"${a.uuid}"`,
  ];
  while (!want.every((w) => text.replace(/\s/g, '').includes(w))) text += (await reader.read()).value ?? '';
  controller.abort();

  // The feed has invalidated the cached ladder by now or will shortly: wait for the condition, not a time.
  await expect
    .poll(async () => {
      const after = (await call(server, a, 'GET', '/api/leaderboard')).body as Ladder;
      return after.trainers.players.find((p) => p.uuid === a.uuid)?.wins;
    })
    .toBe(1);
});
