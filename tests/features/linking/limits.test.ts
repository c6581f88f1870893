import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUESTS_PER_ACCOUNT, REQUESTS_PER_NAME, VERIFIES_PER_ACCOUNT } from '../../../src/domain/linking/schemas.ts';
import { LINK_BY_NAME_TEXTS as T } from '../../../src/domain/linking/texts.ts';
import { signedInUser } from '../../game-api/helpers.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { askCode, linkDeliveries, onlinePlayer, typeCode } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('rate limits of linking without a mod (kept in PostgreSQL)', () => {
  it(`an account asks for at most ${REQUESTS_PER_ACCOUNT} codes in 10 minutes`, async () => {
    const { cookie } = await signedInUser(server, 'Greedy');
    const names = [];
    for (let i = 0; i <= REQUESTS_PER_ACCOUNT; i++) names.push((await onlinePlayer(server, 'G')).name);
    const statuses = [];
    for (const name of names) statuses.push((await askCode(server, cookie, name)).status);
    expect(statuses).toEqual([...Array(REQUESTS_PER_ACCOUNT).fill(201), 429]);
    const last = await askCode(server, cookie, names[0]!);
    expect(last.body.error.message).toBe(T.tooManyRequests);
  });

  it(`one player is sent at most ${REQUESTS_PER_NAME} codes in 10 minutes, whoever asks`, async () => {
    const mc = await onlinePlayer(server, 'Target');
    const answers = [];
    for (let i = 0; i <= REQUESTS_PER_NAME; i++) {
      const { cookie } = await signedInUser(server, `Asker ${i}`);
      answers.push(await askCode(server, cookie, mc.name));
    }
    expect(answers.map((a) => a.status)).toEqual([...Array(REQUESTS_PER_NAME).fill(201), 429]);
    expect(answers.at(-1)!.body.error.message).toBe(T.tooManyForName(mc.name));
    expect(await linkDeliveries(server, mc.uuid)).toHaveLength(REQUESTS_PER_NAME);
  });

  it(`an account types at most ${VERIFIES_PER_ACCOUNT} codes in 10 minutes`, async () => {
    const { cookie } = await signedInUser(server, 'Guesser');
    const statuses = [];
    for (let i = 0; i <= VERIFIES_PER_ACCOUNT; i++)
      statuses.push((await typeCode(server, cookie, 'ABCDEFGHJK')).status);
    expect(statuses.slice(0, VERIFIES_PER_ACCOUNT).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
