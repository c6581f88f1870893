import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DIR } from './settings.ts';
import type { TableSnapshot } from './snapshot.ts';

/** What the setup knows and the journeys read: the instances' process ids and the database before the upgrade. */
export interface RehearsalState {
  pids: Record<number, number>;
  previous: { commit: string; migrations: number };
  postgres: string;
  before: Record<string, TableSnapshot>;
}

const FILE = path.join(DIR, 'state.json');
export const writeState = (s: RehearsalState) => writeFileSync(FILE, JSON.stringify(s));
export const readState = (): RehearsalState => JSON.parse(readFileSync(FILE, 'utf8')) as RehearsalState;
