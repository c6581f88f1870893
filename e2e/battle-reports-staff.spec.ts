import { eq, sql } from 'drizzle-orm';
import { STAFF_BATTLE_TEXTS as S } from '../src/domain/battle-reports/staff';
import { user } from '../src/server/db/schema';
import { makeBadgeAward, makeMinecraftAccount, makeUser } from '../src/server/db/seed/factories';
import { expect as baseExpect, seriousA11yViolations, signIn, test } from './support/fixtures';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

test('staff resolve a disputed battle and revoke a badge, both audited', async ({ page, db }) => {
  const [a, b] = [`Rep${uniq()}`, `Opp${uniq()}`];
  const [ua, ub] = [await makeUser(db, { name: a }), await makeUser(db, { name: b })];
  const [ma, mb] = [
    await makeMinecraftAccount(db, { name: a, userId: ua.id }),
    await makeMinecraftAccount(db, { name: b, userId: ub.id }),
  ];
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into battle_reports (format, status, reporter_user_id, reporter_uuid, opponent_user_id, opponent_uuid,
      winner_uuid, dispute_reason, decided_at)
    values ('ladder', 'disputed', ${ua.id}, ${ma.uuid}, ${ub.id}, ${mb.uuid}, ${ma.uuid}, 'I won that', now())
    returning id`);
  const id = rows[0]!.id;
  await makeBadgeAward(db, { season: 1, playerUuid: mb.uuid, element: 'fire' });

  const staffName = `Staff ${uniq()}`;
  await page.goto('/staff/battles');
  await signIn(page, { newName: staffName });
  await db.update(user).set({ role: 'staff' }).where(eq(user.name, staffName));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: S.title })).toBeVisible();

  const item = page.getByTestId('battle-dispute').filter({ hasText: `${a} vs ${b}` });
  await expect(item.getByText('“I won that”')).toBeVisible();
  await expect(item.getByText(`(site: ${a})`)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await item.getByRole('button', { name: S.opponentWon }).click();
  await expect(page.getByText(S.resolved)).toBeVisible();
  await expect(item).toHaveCount(0);
  const [report] = (await db.execute(sql`select status, winner_uuid from battle_reports where id = ${id}`)).rows;
  expect(report).toEqual({ status: 'confirmed', winner_uuid: mb.uuid });
  const resolved = await db.execute(
    sql`select 1 from audit_log where action = 'battle_report.resolve' and target_id = ${id}`,
  );
  expect(resolved.rows).toHaveLength(1);

  await page.getByLabel(S.badgeSearchLabel).fill(b);
  await page.getByRole('button', { name: `${S.revoke}: ${b}, fire` }).click();
  await expect(page.getByText(S.revoked)).toBeVisible();
  await expect(page.getByText(S.noBadges)).toBeVisible();
  const revoked = await db.execute(
    sql`select 1 from audit_log where action = 'badge.revoke' and target_id = ${`1:${mb.uuid}:fire`}`,
  );
  expect(revoked.rows).toHaveLength(1);
});
