import { eq } from 'drizzle-orm';
import type { Element } from '../../domain/shared/elements.ts';
import type { Tx } from '../db/client.ts';
import { seasons } from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';

export interface SeasonRef {
  number: number;
  name: string;
  elements: Element[];
}

const columns = { number: seasons.number, name: seasons.name, elements: seasons.elements };

function current<T>(row: T | undefined): T {
  if (!row) throw AppError.conflict('No season is current. Staff start one in the staff area.');
  return row;
}

/** The season being played now. A migration creates Season 1 as current, and only staff move it on. */
export async function currentSeason(db: Tx): Promise<SeasonRef> {
  const [row] = await db.select(columns).from(seasons).where(eq(seasons.current, true));
  return current(row);
}

/** A named statement of a transaction on a raw connection (the Stripe webhook's). */
type NamedQuery = <R>(name: string, text: string, values: unknown[]) => Promise<R[]>;

/** The current season's number, read in such a transaction. */
export async function currentSeasonNumber(q: NamedQuery): Promise<number> {
  const [row] = await q<Pick<SeasonRef, 'number'>>('season', 'select number from seasons where current', []);
  return current(row).number;
}

/** A season by its number; 404 when none has it. */
export async function seasonByNumber(db: Tx, number: number): Promise<SeasonRef> {
  const [row] = await db.select(columns).from(seasons).where(eq(seasons.number, number));
  if (!row) throw AppError.notFound(`There is no season ${number}.`);
  return row;
}

/** The season named by a caller, or the current one when none is named. */
export const seasonOrCurrent = (db: Tx, number: number | undefined) =>
  number === undefined ? currentSeason(db) : seasonByNumber(db, number);
