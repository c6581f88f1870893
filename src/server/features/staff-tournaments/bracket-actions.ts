import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import {
  generateBracket,
  reportResult,
  startMatch,
  type BracketMatch,
  type Position,
} from '../../../domain/tournaments/bracket.ts';
import { drawRedemptionRoad, replayRedemption } from '../../../domain/tournaments/redemption-draw.ts';
import type { MatchForfeitInput, MatchResultInput } from '../../../domain/tournaments/staff.ts';
import type { Database } from '../../db/client.ts';
import { tournamentBracketMatches, tournamentRegistrations, tournaments } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../../staff/audit.ts';
import { loadBracketRows, toColumns, toDomain } from '../../tournaments/bracket-store.ts';
import { lockTournament } from '../../tournaments/registrations.ts';
import { asConflict, auditDiff, changeBracket } from '../../tournaments/run-bracket.ts';

type Actor = { id: string };
const target = (key: string) => ({ table: 'tournaments', id: key });

/** Round 1 from the registered players who checked in, best seed (lowest slot) first. */
export async function generateRoundOne(db: Database, actor: Actor, key: string) {
  return db.transaction(async (tx) => {
    await lockTournament(tx, key);
    if ((await loadBracketRows(tx, key)).length > 0) throw AppError.conflict('The bracket has already been generated.');
    const seeds = await tx
      .select({ id: tournamentRegistrations.id })
      .from(tournamentRegistrations)
      .where(
        and(
          eq(tournamentRegistrations.tournamentName, key),
          eq(tournamentRegistrations.status, 'registered'),
          isNotNull(tournamentRegistrations.checkedInAt),
        ),
      )
      .orderBy(asc(tournamentRegistrations.registrationSlot));
    const ms = asConflict(() => generateBracket(seeds.map((s) => s.id)));
    await tx.insert(tournamentBracketMatches).values(ms.map((m) => row(key, m)));
    await recordAudit(tx, { actor, action: 'tournament.generate', target: target(key), after: ms });
    return { matches: ms.length, seeds: seeds.length };
  });
}

const row = (key: string, m: BracketMatch) => ({
  tournamentName: key,
  roundNumber: m.round,
  matchNumber: m.match,
  ...toColumns(m),
});

/** Applies one rule and audits the matches it changed; a correction that clears Redemption Road clears its seed. */
async function act(
  db: Database,
  actor: Actor,
  key: string,
  action: string,
  rule: (ms: BracketMatch[]) => BracketMatch[],
) {
  return db.transaction(async (tx) => {
    const c = await changeBracket(tx, key, rule, { gameMatchId: null });
    const redemption = c.after.find((m) => m.round === 3)!;
    const seed = c.tournament.redemptionSeed;
    if (seed && !redemption.player1)
      await tx.update(tournaments).set({ redemptionSeed: null }).where(eq(tournaments.key, key));
    const diff = auditDiff(c);
    await recordAudit(tx, {
      actor,
      action,
      target: target(key),
      before: { matches: diff.before, ...(seed && !redemption.player1 ? { redemptionSeed: seed } : {}) },
      after: { matches: diff.after },
    });
    return { changed: c.changed.length };
  });
}

const isCorrection = (ms: BracketMatch[], p: Position) =>
  ms.some((m) => m.round === p.round && m.match === p.match && m.status === 'completed');

export async function reportMatchResult(db: Database, actor: Actor, key: string, r: MatchResultInput) {
  let correction = false;
  return act(db, actor, key, 'tournament.result', (ms) => {
    correction = isCorrection(ms, r);
    return reportResult(ms, { round: r.round, match: r.match, gamesP1: r.gamesP1, gamesP2: r.gamesP2 });
  }).then((out) => ({ ...out, correction }));
}

export const markForfeit = (db: Database, actor: Actor, key: string, r: MatchForfeitInput) =>
  act(db, actor, key, `tournament.${r.outcome}`, (ms) =>
    reportResult(ms, { round: r.round, match: r.match, outcome: r.outcome, winnerSide: r.winnerSide }),
  );

export const markStarted = (db: Database, actor: Actor, key: string, p: Position) =>
  act(db, actor, key, 'tournament.start', (ms) => startMatch(ms, { round: p.round, match: p.match }));

/** Draws Redemption Road with a fresh random seed, stored on the tournament so the draw can be replayed. */
export async function drawRedemption(db: Database, actor: Actor, key: string) {
  const seed = randomBytes(16).toString('hex');
  return db.transaction(async (tx) => {
    const c = await changeBracket(tx, key, (ms) => drawRedemptionRoad(ms, seed));
    await tx.update(tournaments).set({ redemptionSeed: seed }).where(eq(tournaments.key, key));
    const replay = replayRedemption(c.after, seed);
    await recordAudit(tx, {
      actor,
      action: 'tournament.redemption_draw',
      target: target(key),
      after: { seed, losers: replay.losers, drawn: replay.stored, matches: auditDiff(c).after },
    });
    return { seed, losers: replay.losers, drawn: replay.stored };
  });
}

/** Replays the stored draw from its seed and the group-stage results, beside what is seated. */
export async function replayRedemptionDraw(db: Database, key: string) {
  const [t] = await db.select().from(tournaments).where(eq(tournaments.key, key));
  if (!t?.redemptionSeed) throw AppError.notFound('Redemption Road has not been drawn.');
  const ms = (await loadBracketRows(db, key)).map(toDomain);
  const r = asConflict(() => replayRedemption(ms, t.redemptionSeed!));
  return { seed: t.redemptionSeed, losers: r.losers, stored: r.stored, replayed: r.replayed, matches: r.matches };
}
