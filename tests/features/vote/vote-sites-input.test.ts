import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_VOTE_SITES, type VoteSites } from '../../../src/domain/vote/sites.ts';
import { voteSites } from '../../../src/server/db/schema/index.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { json, signInAs, type SignedIn } from '../../staff/helpers.ts';
import { site, type ErrorBody } from './helpers.ts';

let server: TestServer;
let staff: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  staff = await signInAs(server, 'staff', 'Vote Checker');
});
afterAll(() => server.close());

const add = (body: unknown) =>
  server.request('/api/staff/vote-sites', { method: 'POST', cookie: staff.cookie, json: body });
const rows = () => server.deps.db.select().from(voteSites);

describe('bad vote site input', () => {
  it.each([
    ['an http address', site('h', { url: 'http://topg.org/vote' }), 'url', 'The address must start with https://.'],
    [
      'a javascript: address',
      site('j', { url: 'javascript:alert(1)' }),
      'url',
      'The address must start with https://.',
    ],
    [
      'no address at all',
      site('n', { url: 'topg' }),
      'url',
      'The address must be a full link, e.g. https://minecraft-mp.com/server/123/vote/.',
    ],
    ['a blank address', site('b', { url: '  ' }), 'url', 'The address is required.'],
    ['a blank name', site('e', { name: ' ' }), 'name', 'The name is required.'],
    ['a long name', site('l', { name: 'n'.repeat(61) }), 'name', 'The name must be at most 60 characters.'],
    [
      'a long reward note',
      site('r', { rewardNote: 'r'.repeat(121) }),
      'rewardNote',
      'The reward note must be at most 120 characters.',
    ],
    ['a name that is no text', site('t', { name: 7 }), 'name', 'The name must be text.'],
  ])('%s: 400 naming the field, nothing written', async (_, body, field, message) => {
    const res = await add(body);
    expect(res.status).toBe(400);
    const { error } = await json<ErrorBody>(res);
    expect(error.code).toBe('invalid_input');
    expect(error.fields?.[field]).toBe(message);
    expect(await rows()).toEqual([]);
  });

  it('an order that is no list of ids: 400', async () => {
    const res = await server.request('/api/staff/vote-site-order', {
      method: 'PUT',
      cookie: staff.cookie,
      json: { ids: ['not-an-id'] },
    });
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.fields?.['ids.0']).toBe('Each id must be a vote site id (a UUID).');
  });

  it('an address another site has: 409 with its message; the list holds at most twelve', async () => {
    expect((await add(site('same'))).status).toBe(201);
    const twice = await add(site('same', { name: 'Again' }));
    expect(twice.status).toBe(409);
    expect((await json<ErrorBody>(twice)).error.message).toBe('Another vote site already has this address.');
    for (let i = 1; i < MAX_VOTE_SITES; i++) expect((await add(site(i))).status).toBe(201);
    const full = await add(site('thirteen'));
    expect(full.status).toBe(409);
    expect((await json<ErrorBody>(full)).error.message).toBe('There can be at most 12 vote sites.');
    const { sites } = await json<VoteSites>(await server.request('/api/vote-sites'));
    expect(sites).toHaveLength(MAX_VOTE_SITES);
  });
});
