import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  tournamentRegistrationEvents,
  tournamentRegistrations,
  tournaments,
} from '../../../src/server/db/schema/index.ts';
import { startTestServer, type TestServer } from '../../setup/test-server.ts';
import { getJson } from '../leaderboard/helpers.ts';
import { CUP, form, linkedPlayer, openCup, register } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000', RATE_LIMIT_IP_PER_MINUTE: '100000' });
});
afterAll(() => server.close());

type Err = { error: { code: string; message: string; fields?: Record<string, string>; reason?: string } };
const rows = () => server.deps.db.select().from(tournamentRegistrations);
const reset = () => server.deps.db.delete(tournamentRegistrations);

describe("Founders' Cup registration", () => {
  it('is closed while the record says so, and the page data says it', async () => {
    const { cookie } = await linkedPlayer(server, 'Early Ed');
    const res = await register(server, cookie, 'Early_Ed');
    expect(res.status).toBe(409);
    expect(((await res.json()) as Err).error).toEqual({
      code: 'conflict',
      message: 'Registration for this tournament is closed.',
      reason: 'registration_closed',
    });
    const t = await getJson<{ registrationOpen: boolean; playerCap: number; name: string }>(
      server,
      '/api/tournaments/founders-cup-1',
    );
    expect(t).toMatchObject({ registrationOpen: false, playerCap: 16, name: "Founders' Cup #1" });
    expect(await rows()).toEqual([]);
  });

  it('needs a signed-in user and names every bad field, writing nothing', async () => {
    await openCup(server);
    expect((await server.request(`${CUP}/registration`, { method: 'POST', json: form() })).status).toBe(401);
    const { cookie } = await linkedPlayer(server, 'Careless Cal');
    const bad = {
      ...form(),
      minecraftUsername: 'a b',
      email: 'nope',
      timezone: 'mars',
      pokemon3: '',
      pokemon4: 'x'.repeat(5000),
      rulesAgreement: false,
      discordTag: 'a\u0000b',
    };
    const res = await server.request(`${CUP}/registration`, { method: 'POST', cookie, json: bad });
    expect(res.status).toBe(400);
    const { fields } = ((await res.json()) as Err).error;
    expect(fields).toMatchObject({
      email: 'Enter a valid email address',
      timezone: 'Choose your timezone',
      pokemon3: 'Pokémon 3 is required',
      pokemon4: 'Pokémon 4 must be at most 40 characters',
      rulesAgreement: 'You must agree to the tournament rules',
    });
    // The names are not input: whatever the body says of them is ignored, never refused.
    expect(Object.keys(fields ?? {})).not.toContain('minecraftUsername');
    expect(Object.keys(fields ?? {})).not.toContain('discordTag');
    const slotSent = await server.request(`${CUP}/registration`, {
      method: 'POST',
      cookie,
      json: { ...form('Sneaky'), pokemon1: 'Notamon', pokemon2: 'Garchomp', pokemon3: 'garchomp' },
    });
    expect(slotSent.status).toBe(400);
    expect(((await slotSent.json()) as Err).error.fields).toEqual({
      pokemon1: 'Pokémon 1 is not a known Pokémon',
      pokemon3: 'No duplicate species',
    });
    expect(await rows()).toEqual([]);
  });

  it('registers with the slot the server picks, spells species as the data does, and refuses a second time', async () => {
    const { cookie, userId } = await linkedPlayer(server, 'Brock');
    const res = await server.request(`${CUP}/registration`, {
      method: 'POST',
      cookie,
      json: { ...form(), registrationSlot: 1000, status: 'registered' },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      registration: expect.objectContaining({ status: 'registered', slot: 1, checkedIn: false }),
    });
    const [row] = await rows();
    expect(row).toMatchObject({ userId, registrationSlot: 1, pokemon1: 'Garchomp', status: 'registered' });
    // The names are the account's, not the form's ('Brock_Rock', 'brock_rock#0001').
    expect(row).toMatchObject({ minecraftUsername: 'Brock', discordTag: 'Brock' });
    const again = await register(server, cookie, 'Brock_Again');
    expect(again.status).toBe(409);
    expect(((await again.json()) as Err).error).toEqual({
      code: 'conflict',
      message: 'You have already registered for this tournament.',
      reason: 'already_registered',
    });
    expect(await getJson(server, `${CUP}/registration`, cookie)).toEqual({
      registration: expect.objectContaining({ slot: 1 }),
    });
    await reset();
  });

  it('gives 200 simultaneous registrations slots 1-16 registered and the rest waitlisted, each once', async () => {
    const users = [];
    for (let i = 0; i < 200; i += 20) {
      users.push(...(await Promise.all(Array.from({ length: 20 }, (_, j) => linkedPlayer(server, `Racer ${i + j}`)))));
    }
    const answers = await Promise.all(users.map((u, i) => register(server, u.cookie, `Racer_${i}`)));
    expect(answers.map((a) => a.status)).toEqual(users.map(() => 201));
    const all = await rows();
    expect(all).toHaveLength(200);
    const registered = all
      .filter((r) => r.status === 'registered')
      .map((r) => r.registrationSlot!)
      .sort((a, b) => a - b);
    expect(registered).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    const waitlisted = all.filter((r) => r.status === 'waitlisted').map((r) => r.registrationSlot!);
    expect(waitlisted).toHaveLength(184);
    expect(new Set(waitlisted).size).toBe(184);
    expect(Math.min(...waitlisted)).toBe(17);
    expect(new Set(all.map((r) => r.userId)).size).toBe(200);
    expect(await server.deps.db.select().from(tournamentRegistrationEvents)).toHaveLength(200);
  }, 120_000);

  it('answers 503 "Unable to assign registration slot" when the tournament stays locked, writing nothing', async () => {
    await reset();
    const { cookie } = await linkedPlayer(server, 'Blocked Bo');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // Another transaction holds the tournament row past the registration's lock wait.
    const holder = server.deps.db.transaction(async (tx) => {
      await tx.select().from(tournaments).where(eq(tournaments.key, 'founders-cup-1')).for('update');
      locked();
      await released;
    });
    await isLocked;
    const res = await register(server, cookie, 'Blocked_Bo');
    release();
    await holder;
    expect(res.status).toBe(503);
    expect(((await res.json()) as Err).error).toEqual({
      code: 'unavailable',
      message: 'Unable to assign registration slot. Please try again.',
      reason: 'slot_unavailable',
    });
    expect(await rows()).toEqual([]);
    expect(await server.deps.db.select().from(tournamentRegistrationEvents)).toEqual([]);
    // Once the lock is free the same request succeeds.
    expect((await register(server, cookie, 'Blocked_Bo')).status).toBe(201);
    await reset();
  }, 30_000);

  it('lists only id, Minecraft name and slot publicly', async () => {
    await openCup(server);
    await register(server, (await linkedPlayer(server, 'Private Pat')).cookie, 'Private_Pat');
    const body = await getJson<{ registrations: Record<string, unknown>[] }>(server, `${CUP}/registrations`);
    expect(body.registrations.length).toBeGreaterThan(0);
    for (const r of body.registrations)
      expect(Object.keys(r).sort()).toEqual(['id', 'minecraftUsername', 'registrationSlot']);
    const text = JSON.stringify(await getJson(server, `${CUP}/bracket`));
    expect(text).not.toMatch(/example\.test|#0001|userId|discord/i);
  });
});

describe('withdraw and check-in', () => {
  it('promotes the first waitlisted player into the freed slot and records who did what', async () => {
    await reset();
    const users = [];
    for (let i = 0; i < 18; i++) users.push(await linkedPlayer(server, `Player ${i}`));
    for (const [i, u] of users.entries()) expect((await register(server, u.cookie, `Player_${i}`)).status).toBe(201);
    const res = await server.request(`${CUP}/registration/withdraw`, { method: 'POST', cookie: users[4]!.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ registration: expect.objectContaining({ status: 'withdrawn', slot: null }) });
    const promoted = await getJson<{ registration: { status: string; slot: number } }>(
      server,
      `${CUP}/registration`,
      users[16]!.cookie,
    );
    expect(promoted.registration).toMatchObject({ status: 'registered', slot: 5 });
    const still = await getJson<{ registration: { status: string; slot: number } }>(
      server,
      `${CUP}/registration`,
      users[17]!.cookie,
    );
    expect(still.registration).toMatchObject({ status: 'waitlisted', slot: 18 });
    const events = await server.deps.db
      .select()
      .from(tournamentRegistrationEvents)
      .where(eq(tournamentRegistrationEvents.action, 'promoted'));
    expect(events).toEqual([
      expect.objectContaining({ actorUserId: null, detail: expect.objectContaining({ fromSlot: 17, toSlot: 5 }) }),
    ]);
    expect(
      (await server.request(`${CUP}/registration/withdraw`, { method: 'POST', cookie: users[4]!.cookie })).status,
    ).toBe(404);
    // A player who withdrew may come back, at the back of the line.
    const back = await register(server, users[4]!.cookie, 'Player_4');
    expect(await back.json()).toEqual({ registration: expect.objectContaining({ status: 'waitlisted', slot: 19 }) });

    const checkin = await server.request(`${CUP}/registration/check-in`, { method: 'POST', cookie: users[0]!.cookie });
    expect(await checkin.json()).toEqual({ registration: expect.objectContaining({ checkedIn: true }) });
    await openCup(server, {
      checkinOpensAt: new Date(Date.now() + 60_000),
      checkinClosesAt: new Date(Date.now() + 120_000),
    });
    const early = await server.request(`${CUP}/registration/check-in`, { method: 'POST', cookie: users[1]!.cookie });
    expect(early.status).toBe(409);
    expect(((await early.json()) as Err).error.message).toBe('Check-in is not open.');
  });
});
