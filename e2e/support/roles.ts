import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { user } from '../../src/server/db/schema';
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
