import { z } from 'zod';
import { MATCH_KINDS } from '../game/matches.ts';
import { minecraftName, minecraftUuid } from '../game/common.ts';
import { minecraftNameSearch } from '../game/minecraft-name.ts';
import { plainText } from '../shared/inputs.ts';
import { BATTLE_TEXTS } from './texts.ts';

/** The formats a report may name: the match kinds the game API rates (a gym battle or a ladder battle). */
export const BATTLE_FORMATS = MATCH_KINDS;
export type BattleFormat = (typeof BATTLE_FORMATS)[number];

/**
 * open: waiting for the other side; confirmed: rated (or counted out by the daily rule); disputed: in
 * the staff queue; lapsed: not answered within 24 hours; voided: staff set it aside.
 */
export const BATTLE_REPORT_STATUSES = ['open', 'confirmed', 'disputed', 'lapsed', 'voided'] as const;
export type BattleReportStatus = (typeof BATTLE_REPORT_STATUSES)[number];

/** What a player and staff read for each status. */
export const STATUS_LABELS: Record<BattleReportStatus, string> = {
  open: 'Waiting for confirmation',
  confirmed: 'Confirmed',
  disputed: 'Disputed: with staff',
  lapsed: 'Lapsed',
  voided: 'Voided by staff',
};

export const recordBattleRequest = z
  .object({
    opponent: minecraftName.meta({ description: "The opponent's Minecraft name (a linked account)" }),
    format: z.enum(BATTLE_FORMATS, { error: BATTLE_TEXTS.formatRequired }),
    winner: z.enum(['me', 'opponent'], { error: BATTLE_TEXTS.winnerRequired }),
  })
  .meta({ id: 'RecordBattle' });
export type RecordBattleRequest = z.infer<typeof recordBattleRequest>;

export const disputeBattleRequest = z
  .object({ reason: plainText('The reason').trim().max(500, 'The reason is at most 500 characters.').optional() })
  .meta({ id: 'DisputeBattle' });

const side = z.object({ uuid: z.string(), name: z.string() });

export const battleReportView = z
  .object({
    id: z.string(),
    format: z.enum(BATTLE_FORMATS),
    status: z.enum(BATTLE_REPORT_STATUSES),
    reporter: side,
    opponent: side,
    winnerUuid: z.string(),
    /** Whether the signed-in player recorded it (sent) or is asked to confirm it (received). */
    direction: z.enum(['sent', 'received']),
    /** Whether a confirmed report moved the ratings (false past the daily limit). */
    rated: z.boolean().nullable(),
    createdAt: z.string(),
    lapsesAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'BattleReport' });
export type BattleReportView = z.infer<typeof battleReportView>;

export const myBattleReports = z
  .object({
    linked: z.boolean(),
    reports: z.array(battleReportView),
  })
  .meta({ id: 'MyBattleReports' });
export type MyBattleReports = z.infer<typeof myBattleReports>;

export const opponentSearch = z.object({ q: minecraftNameSearch.optional() });
export const linkedPlayers = z
  .object({ players: z.array(z.object({ uuid: minecraftUuid, name: z.string() })) })
  .meta({ id: 'LinkedPlayers' });
export type LinkedPlayers = z.infer<typeof linkedPlayers>;
