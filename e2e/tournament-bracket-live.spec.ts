import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { tournamentBracketMatches } from '../src/server/db/schema/index';
import { createGameApiKey } from '../src/server/game-keys/keys';
import { expect as baseExpect, seriousA11yViolations, signIn, test } from './support/fixtures';
import { playableMatch, generateRoundOne, resetBracket, signInAsStaff, uniq } from './staff-tournament-helpers';

// The game server reports a tournament battle through the game API: the bracket match is decided and
// the public bracket shows it without reload.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.afterAll(async ({ db }) => resetBracket(db));

test('a battle reported by the game server with its tournament match id updates the public bracket live', async ({
  page,
  db,
  baseURL,
}) => {
  await resetBracket(db);
  await signInAsStaff(page, db, `Marshal ${uniq()}`);
  await generateRoundOne(page);
  const m = await playableMatch(db);
  await page.goto('/tournament-bracket');
  const card = page.getByTestId(`match-1-${m.match}`);
  await expect(card).toContainText(m.p1.name);

  const { key } = await createGameApiKey(db, `e2e cup ${randomUUID()}`);
  // A player without a linked account is known by the Minecraft name they registered with.
  const mc = (p: { name: string; uuid: string | null }) => ({ uuid: p.uuid ?? randomUUID(), name: p.name });
  const leader = mc(m.p1);
  const challenger = mc(m.p2);
  const report = (body: Record<string, unknown>) =>
    fetch(`${baseURL}/api/game/v1/matches`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        id: `e2e-cup-${uniq()}`,
        kind: 'ladder',
        leader,
        challenger,
        tournament_match_id: m.id,
        ...body,
      }),
    });
  const started = await report({ status: 'in_progress' });
  expect(started.status, await started.clone().text()).toBe(200);
  await expect(card.getByText('in progress')).toBeVisible();

  const res = await report({ status: 'finished', winner_uuid: leader.uuid, games_won: { leader: 2, challenger: 0 } });
  expect(res.status, await res.clone().text()).toBe(200);
  await expect(card.getByText(`${m.p1.name} (winner)`)).toBeAttached();
  await expect(card.getByText('completed')).toBeVisible();
  await expect(page.getByTestId(`match-2-${m.next}`)).toContainText(m.p1.name);

  const stranger = await report({
    status: 'finished',
    challenger: { uuid: randomUUID(), name: `Nobody${uniq()}`.slice(0, 16) },
    winner_uuid: leader.uuid,
    games_won: { leader: 2, challenger: 1 },
  });
  expect(stranger.status).toBe(400);
});

// A player signed in on a phone watches /founders-1 while the bracket is live: the page never grows wider than
// the screen (the rounds scroll inside their own box), and the byes of a bracket with fewer than twelve players
// say so rather than showing a 0 - 0 against TBD.
test.describe('on a phone', () => {
  const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
  test.use(PHONE);

  test('no page wider than the screen on /founders-1 with a live bracket', async ({ page, browser, db }) => {
    await resetBracket(db);
    const usher = `Usher ${uniq()}`;
    await signInAsStaff(page, db, usher);
    await generateRoundOne(page);
    const matches = await db
      .select()
      .from(tournamentBracketMatches)
      .where(eq(tournamentBracketMatches.tournamentName, 'founders-cup-1'));
    const byes = matches.filter((m) => m.isBye);
    expect(byes.length).toBeGreaterThan(0);

    const phone = await browser.newContext(PHONE);
    try {
      const viewer = await phone.newPage();
      await viewer.goto('/founders-1');
      await signIn(viewer, { newName: `Watcher ${uniq()}` });
      await expect(viewer.getByRole('region', { name: 'Bracket rounds' })).toBeVisible();
      for (const b of byes) {
        const card = viewer.getByTestId(`match-${b.roundNumber}-${b.matchNumber}`);
        await expect(card).toContainText('bye');
        await expect(card).not.toContainText('completed');
        await expect(card).not.toContainText('TBD');
      }
      // Nobody is in a semifinal while every group final is still to be played.
      for (const n of [1, 2]) {
        await expect(viewer.getByTestId(`match-4-${n}`).getByRole('listitem')).toHaveText(['TBD0', 'TBD0']);
      }
      const rounds = viewer.getByRole('region', { name: 'Bracket rounds' });
      expect(await rounds.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(await viewer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await seriousA11yViolations(viewer)).toEqual([]);
    } finally {
      await phone.close();
    }
    // A staff account's header too (it once pushed Sign Out off screen): Staff and Sign Out are in its account menu.
    await page.goto('/founders-1');
    await expect(page.getByRole('region', { name: 'Bracket rounds' })).toBeVisible();
    await expect(page.getByTestId('account-menu')).toContainText(usher);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
