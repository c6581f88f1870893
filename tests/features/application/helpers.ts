import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestServer } from '../../setup/test-server.ts';

export const SUBMIT_PATH = '/api/uploads/gym-leader-applications';

export function validApplication(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Sabrina Saffron',
    discordUsername: 'sabrina',
    minecraftUsername: 'Sabrina_P',
    email: 'sabrina@example.test',
    timezone: 'America/Chicago',
    ageConfirmed: true,
    ageNumber: '',
    availableDays: ['Friday'],
    availableTimes: ['Monday-Evening', 'Wednesday-Morning'],
    gymPrimary: 'psychic',
    gymSecondary: 'fairy',
    yearsExperience: '4',
    tournamentExperience: 'Regional top 8',
    highestRanking: '#3 on the ladder',
    teamBuildingPhilosophy: 'Cores first, then coverage.',
    discordManagementExperience: true,
    statusUpdateComfort: true,
    conflictResponse: 'Listen, then decide by the rules.',
    whyJoin: 'I love teaching new trainers.',
    creatingExperience: 'I run a weekly stream.',
    promotionStrategy: 'Stream every gym battle.',
    revenueAcknowledgement: true,
    rulesAcknowledgement: true,
    ...overrides,
  };
}

export interface Upload {
  name: string;
  bytes: Buffer;
  type?: string;
}

export function applicationForm(application: unknown, files: Upload[] = []): FormData {
  const form = new FormData();
  form.set('application', JSON.stringify(application));
  for (const f of files)
    form.append('files', new File([new Uint8Array(f.bytes)], f.name, { type: f.type ?? 'application/octet-stream' }));
  return form;
}

export function submitApplication(
  server: TestServer,
  cookie: string | undefined,
  application: unknown,
  files: Upload[] = [],
) {
  return server.request(SUBMIT_PATH, { method: 'POST', body: applicationForm(application, files), cookie });
}

export async function userIdOf(server: TestServer, cookie: string): Promise<string> {
  const me = (await (await server.request('/api/me', { cookie })).json()) as { user: { id: string } };
  return me.user.id;
}

/** Every file under a directory, as paths relative to it (none when it does not exist). */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)));
}

export async function countRows(server: TestServer, table: 'stored_files' | 'gym_leader_applications', userId: string) {
  const column = table === 'stored_files' ? sql.raw('owner_id') : sql.raw('user_id');
  const { rows } = await server.deps.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.raw(table)} where ${column} = ${userId}`,
  );
  return rows[0]!.n;
}
