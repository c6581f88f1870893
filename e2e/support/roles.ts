import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { supportTickets, user } from '../../src/server/db/schema';
import type { Database } from '../../src/server/db/client';
import { signIn } from './fixtures';

/** Signs in a new Discord user from My requests and gives them the role; returns their id. */
export async function signInWithRole(page: Page, db: Database, name: string, role: 'player' | 'staff') {
  await page.goto('/my-requests');
  await signIn(page, { newName: name });
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.name, name));
  if (role !== 'player') await db.update(user).set({ role }).where(eq(user.id, row!.id));
  await page.reload();
  return row!.id;
}

/** A short unique suffix for the names and subjects a journey makes, so journeys running beside it never meet. */
export const uniq = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;

/** A support ticket the player filed, as the contact form would leave it. */
export async function fileTicket(db: Database, userId: string, subject: string) {
  const [t] = await db
    .insert(supportTickets)
    .values({ userId, email: 'player@example.test', subject, category: 'account', message: 'My rank is gone.' })
    .returning();
  return t!;
}
