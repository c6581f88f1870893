import { and, desc, eq } from 'drizzle-orm';
import { leagueDateTime, registrationClosesCaption } from '../src/domain/shared/league-time';
import { MID_SEASON_DOUBLES } from '../src/domain/tournaments/enums';
import { auditLog, tournaments } from '../src/server/db/schema';
import { signInAsStaff, uniq } from './staff-tournament-helpers';
import { expect, test } from './support/fixtures';

const DAY = 86_400_000;

test('a staff change to the doubles close date moves the home countdown and its caption, live', async ({
  page,
  browser,
  db,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const [before] = await db.select().from(tournaments).where(eq(tournaments.key, MID_SEASON_DOUBLES));
  const closes = before!.registrationClosesAt;
  // Three days and 17 minutes later, on a whole minute: another caption, another number of days.
  const moved = new Date(Math.floor((closes.getTime() + 3 * DAY + 17 * 60_000) / 60_000) * 60_000);
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  const caption = visitor.getByTestId('countdown-caption');
  const days = visitor.getByTestId('countdown').locator('li').first();
  const daysTo = (at: Date) => `${String(Math.floor((at.getTime() - Date.now()) / DAY)).padStart(2, '0')}Days`;
  try {
    await visitor.goto('/');
    // The caption is in the page's HTML (the server renders it with the record), before any script runs.
    expect(await (await visitor.request.get('/')).text()).toContain(registrationClosesCaption(closes));
    await expect(caption).toHaveText(registrationClosesCaption(closes));
    await expect(async () => expect(await days.textContent()).toBe(daysTo(closes))).toPass();
    await visitor.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    // Staff move the close on the staff tournaments screen (its fields are on the staff member's own clock).
    await signInAsStaff(page, db, `Dates ${uniq()}`);
    await page.getByRole('tab', { name: 'Mid-Season Doubles Showdown' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Mid-Season Doubles Showdown' });
    const field = panel.getByLabel('Registration closes');
    const onStaffClock = (at: Date) =>
      page.evaluate(
        (ms) => new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16),
        at.getTime(),
      );
    await expect(field).toHaveValue(await onStaffClock(closes));
    // A close before the opening is refused beside the field, and nothing changes.
    await field.fill(await onStaffClock(new Date(before!.registrationOpensAt.getTime() - DAY)));
    await panel.getByRole('button', { name: 'Save dates' }).click();
    await expect(panel.getByText('Registration must close after it opens.')).toBeVisible();
    await expect(caption).toHaveText(registrationClosesCaption(closes));
    await field.fill(await onStaffClock(moved));
    await expect(panel.getByText(`The pages say ${leagueDateTime(moved)}`)).toBeVisible();
    await panel.getByRole('button', { name: 'Save dates' }).click();
    await expect(page.getByText('Dates saved')).toBeVisible();

    // The visitor's page follows without a reload: the caption and the days left.
    await expect(caption).toHaveText(registrationClosesCaption(moved));
    await expect(async () => expect(await days.textContent()).toBe(daysTo(moved))).toPass();
    expect(await visitor.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // The sign-up closes when the page says it does: they read the same record.
    const doubles = (await (await visitor.request.get('/api/mid-season-doubles')).json()) as {
      registrationClosesAt: string;
    };
    expect(doubles.registrationClosesAt).toBe(moved.toISOString());
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tournament.dates'), eq(auditLog.targetId, MID_SEASON_DOUBLES)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.before).toMatchObject({ registrationClosesAt: closes.toISOString() });
    expect(entry?.after).toMatchObject({ registrationClosesAt: moved.toISOString() });
  } finally {
    await db.update(tournaments).set({ registrationClosesAt: closes }).where(eq(tournaments.key, MID_SEASON_DOUBLES));
    await visitor.context().close();
  }
});
