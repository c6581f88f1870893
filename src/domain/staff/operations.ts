import { z } from 'zod';
import { plainText } from '../shared/inputs.ts';
import { pageQuery } from './paging.ts';

export const gameKeyCreateSchema = z
  .object({
    name: plainText('The name')
      .trim()
      .min(1, 'The key needs a name.')
      .max(100, 'The name must be at most 100 characters.'),
  })
  .meta({ id: 'GameKeyCreate' });

export const gameKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: 'GameKey' });
export type GameKey = z.infer<typeof gameKeySchema>;

export const waitlistQuery = pageQuery.extend({
  q: plainText('The search').trim().max(100, 'The search must be at most 100 characters.').optional(),
});

export const waitlistEntrySchema = z
  .object({
    id: z.string(),
    playerName: z.string(),
    email: z.string(),
    discordUsername: z.string(),
    minecraftUsername: z.string().nullable(),
    whyJoin: z.string(),
    mostExcitedFeature: z.string(),
    communityEnhancement: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'WaitlistEntry' });
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

const CSV_COLUMNS = [
  'playerName',
  'email',
  'discordUsername',
  'minecraftUsername',
  'whyJoin',
  'mostExcitedFeature',
  'communityEnhancement',
  'createdAt',
] as const;

/** A CSV field: quoted when needed, and a leading = + - @ neutralised so a spreadsheet never runs it as a formula. */
export function csvField(value: string | null): string {
  let v = value ?? '';
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return /[",\r\n]/.test(v) || v !== v.trim() ? `"${v.replace(/"/g, '""')}"` : v;
}

export function waitlistCsv(rows: readonly WaitlistEntry[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const r of rows) lines.push(CSV_COLUMNS.map((c) => csvField(r[c])).join(','));
  return lines.join('\r\n') + '\r\n';
}
