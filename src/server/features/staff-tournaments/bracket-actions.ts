import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { BracketMatch } from '../../../domain/tournaments/bracket.ts';
import { bracketOf, hasRedemptionRoad } from '../../../domain/tournaments/bracket-formats.ts';
import type { BracketRules } from '../../../domain/tournaments/bracket-rules.ts';
import { drawRedemptionRoad, replayRedemption } from '../../../domain/tournaments/redemption-draw.ts';
import { bracketInputs } from '../../../domain/tournaments/staff.ts';
import type { Database } from '../../db/client.ts';
import { tournamentBracketMatches, tournaments } from '../../db/schema/index.ts';
import { AppError, invalidInput } from '../../http/errors.ts';
import { notifyReadyMatches } from '../../notifications/events.ts';
import { recordAudit } from '../../staff/audit.ts';
import { loadBracketRows, sidesOf, toColumns, toDomain } from '../../tournaments/bracket-store.ts';
import { seedsOf } from '../../tournaments/bracket-seeds.ts';
import { closeLockedCheckin } from '../../tournaments/checkin-close.ts';
import { lockTournament, tournamentByKey } from '../../tournaments/registrations.ts';
import { asConflict, auditDiff, changeBracket, rulesOf } from '../../tournaments/run-bracket.ts';

type Actor = { id: string };
type Inputs = ReturnType<typeof bracketInputs>;
const target = (key: string) => ({ table: 'tournaments', id: key });
const NO_REDEMPTION = "Redemption Road is part of the Founders' Cup only; this bracket has none.";

/** The tournament's bracket structure, from its format (which never changes). */
async function structureOf(db: Database, key: string) {
  return bracketOf((await tournamentByKey(db, key)).format);
}

/** The input checked against the rounds and matches this tournament's bracket has: a 400 otherwise. */
async function checked<S extends z.ZodType>(db: Database, key: string, pick: (i: Inputs) => S, input: unknown) {
  const r = pick(bracketInputs(await structureOf(db, key))).safeParse(input);
  if (!r.success) throw invalidInput(r.error);
  return r.data as z.infer<S>;
}

/**
 * Round 1 from the tournament's seeds: its checked-in registered players (or doubles teams). A tournament whose
 * check-in is still open has it closed first, in the same transaction: nobody checks in or is promoted into a
 * slot after the bracket is drawn.
 */
export async function generateRoundOne(db: Database, actor: Actor, key: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const t = await lockTournament(tx, key);
    if ((await loadBracketRows(tx, key)).length > 0) throw AppError.conflict('The bracket has already been generated.');
    if (!t.checkinClosedAt) await closeLockedCheckin(tx, t, actor, now);
    const seeds = await seedsOf(tx, t);
    const ms = asConflict(() => rulesOf(t).generateBracket(seeds));
    const sides = sidesOf(t.format);
    await tx
      .insert(tournamentBracketMatches)
      .values(
        ms.map((m) => ({ tournamentName: key, roundNumber: m.round, matchNumber: m.match, ...toColumns(m, sides) })),
      );
    await notifyReadyMatches(tx, key);
    await recordAudit(tx, { actor, action: 'tournament.generate', target: target(key), after: ms });
    return { matches: ms.length, seeds: seeds.length };
  });
}

/** Applies one rule and audits the matches it changed; a correction that clears Redemption Road clears its seed. */
async function act(
  db: Database,
  actor: Actor,
  key: string,
  action: string,
  rule: (ms: BracketMatch[], rules: BracketRules) => BracketMatch[],
) {
  return db.transaction(async (tx) => {
    const c = await changeBracket(tx, key, (ms, _t, rules) => rule(ms, rules), { gameMatchId: null });
    const seed = c.tournament.redemptionSeed;
    const undrawn = seed !== null && !c.after.find((m) => m.round === 3 && m.match === 1)?.player1;
    if (undrawn) await tx.update(tournaments).set({ redemptionSeed: null }).where(eq(tournaments.key, key));
    const diff = auditDiff(c);
    await recordAudit(tx, {
      actor,
      action,
      target: target(key),
      before: { matches: diff.before, ...(undrawn ? { redemptionSeed: seed } : {}) },
      after: { matches: diff.after },
    });
    return { changed: c.changed.length };
  });
}

export async function reportMatchResult(db: Database, actor: Actor, key: string, input: unknown) {
  const r = await checked(db, key, (i) => i.result, input);
  let correction = false;
  return act(db, actor, key, 'tournament.result', (ms, rules) => {
    correction = ms.some((m) => m.round === r.round && m.match === r.match && m.status === 'completed');
    return rules.reportResult(ms, { round: r.round, match: r.match, gamesP1: r.gamesP1, gamesP2: r.gamesP2 });
  }).then((out) => ({ ...out, correction }));
}

export async function markForfeit(db: Database, actor: Actor, key: string, input: unknown) {
  const r = await checked(db, key, (i) => i.forfeit, input);
  return act(db, actor, key, `tournament.${r.outcome}`, (ms, rules) =>
    rules.reportResult(ms, { round: r.round, match: r.match, outcome: r.outcome, winnerSide: r.winnerSide }),
  );
}

export async function markStarted(db: Database, actor: Actor, key: string, input: unknown) {
  const p = await checked(db, key, (i) => i.position, input);
  return act(db, actor, key, 'tournament.start', (ms, rules) =>
    rules.startMatch(ms, { round: p.round, match: p.match }),
  );
}

/** Draws Redemption Road with a fresh random seed, stored on the tournament so the draw can be replayed. */
export async function drawRedemption(db: Database, actor: Actor, key: string) {
  if (!hasRedemptionRoad(await structureOf(db, key))) throw AppError.conflict(NO_REDEMPTION);
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
  const t = await tournamentByKey(db, key);
  if (!hasRedemptionRoad(bracketOf(t.format))) throw AppError.conflict(NO_REDEMPTION);
  const seed = t.redemptionSeed;
  if (!seed) throw AppError.notFound('Redemption Road has not been drawn.');
  const ms = (await loadBracketRows(db, key)).map(toDomain);
  const r = asConflict(() => replayRedemption(ms, seed));
  return { seed, losers: r.losers, stored: r.stored, replayed: r.replayed, matches: r.matches };
}
