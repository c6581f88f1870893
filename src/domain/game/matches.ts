import { z } from 'zod';
import { happenedAt, plainText } from '../shared/inputs.ts';
import { gymRef, minecraftPlayer, minecraftUuid } from './common.ts';

export const MATCH_KINDS = ['gym', 'ladder'] as const;
export const MATCH_RESULTS = ['in_progress', 'leader_won', 'challenger_won', 'voided'] as const;
export type MatchResult = (typeof MATCH_RESULTS)[number];

/** The game server's id of a match, in a report and in a staff tool's path. */
export const matchId = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9._:-]+$/, 'A match id has letters, digits and . _ : - only');

const tournamentGames = z
  .number()
  .int('Games won is a whole number')
  .min(0, 'Games won is 0 to 2')
  .max(2, 'Games won is 0 to 2');

/** A tournament battle is a ladder battle with a best-of-3 score whose winner reached two games. */
function tournamentRules(
  m: {
    kind: string;
    status: string;
    winner_uuid?: string;
    leader: { uuid: string };
    tournament_match_id?: string;
    games_won?: { leader: number; challenger: number };
  },
  ctx: z.RefinementCtx,
) {
  if (!m.tournament_match_id) {
    if (m.games_won)
      ctx.addIssue({ code: 'custom', path: ['games_won'], message: 'games_won goes with a tournament_match_id' });
    return;
  }
  if (m.kind !== 'ladder')
    ctx.addIssue({ code: 'custom', path: ['kind'], message: 'A tournament battle is reported as a ladder battle' });
  if (m.status !== 'finished') return;
  const g = m.games_won;
  if (!g)
    return ctx.addIssue({
      code: 'custom',
      path: ['games_won'],
      message: 'A finished tournament battle gives games_won',
    });
  const [w, l] = m.winner_uuid === m.leader.uuid ? [g.leader, g.challenger] : [g.challenger, g.leader];
  if (w !== 2 || l > 1)
    ctx.addIssue({
      code: 'custom',
      path: ['games_won'],
      message: 'Best of 3: the winner won 2 games and the other 0 or 1',
    });
}

export const matchReportRequest = z
  .object({
    id: matchId.meta({
      description: 'Chosen by the game server; the same id reported again is recognised',
      example: 'survival-1:battle:8812',
    }),
    kind: z.enum(MATCH_KINDS),
    gym: gymRef.optional().meta({ description: 'Required for a gym battle, absent for a ladder battle' }),
    leader: minecraftPlayer.meta({
      description: 'The gym leader in a gym battle; the first player in a ladder battle',
    }),
    challenger: minecraftPlayer,
    status: z.enum(['in_progress', 'finished', 'voided']).default('finished').meta({
      description:
        'in_progress when the battle starts (optional), finished with a winner, voided when it was abandoned',
    }),
    winner_uuid: minecraftUuid
      .optional()
      .meta({ description: 'Required when finished: the UUID of the leader or the challenger' }),
    started_at: happenedAt('started_at').optional(),
    ended_at: happenedAt('ended_at').optional(),
    tournament_match_id: z.guid('A tournament match id is the UUID of a bracket match').optional().meta({
      description: 'The bracket match this battle decides (a ladder battle): it completes it and moves the winner on',
    }),
    games_won: z
      .object({ leader: tournamentGames, challenger: tournamentGames })
      .optional()
      .meta({ description: 'Best of 3: games each player won; required with tournament_match_id when finished' }),
  })
  .superRefine((m, ctx) => {
    tournamentRules(m, ctx);
    if (m.leader.uuid === m.challenger.uuid) {
      ctx.addIssue({
        code: 'custom',
        path: ['challenger', 'uuid'],
        message: 'The two players must be different accounts',
      });
    }
    if (m.kind === 'gym' && !m.gym)
      ctx.addIssue({ code: 'custom', path: ['gym'], message: 'A gym battle names its gym' });
    if (m.kind === 'ladder' && m.gym)
      ctx.addIssue({ code: 'custom', path: ['gym'], message: 'A ladder battle has no gym' });
    if (m.status === 'finished') {
      if (!m.winner_uuid)
        ctx.addIssue({ code: 'custom', path: ['winner_uuid'], message: 'A finished battle names its winner' });
      else if (m.winner_uuid !== m.leader.uuid && m.winner_uuid !== m.challenger.uuid) {
        ctx.addIssue({ code: 'custom', path: ['winner_uuid'], message: 'The winner must be one of the two players' });
      }
    } else if (m.winner_uuid) {
      ctx.addIssue({ code: 'custom', path: ['winner_uuid'], message: `A battle that is ${m.status} has no winner` });
    }
  })
  .meta({ id: 'MatchReport' });
export type MatchReport = z.infer<typeof matchReportRequest>;

const side = z.object({ uuid: z.string(), delta: z.number().int().nullable() });

export const matchResponse = z
  .object({
    id: z.string(),
    kind: z.enum(MATCH_KINDS),
    gym_leader_id: z.string().nullable(),
    result: z.enum(MATCH_RESULTS),
    winner_uuid: z.string().nullable(),
    leader: side,
    challenger: side,
    started_at: z.string(),
    ended_at: z.string().nullable(),
  })
  .meta({ id: 'Match' });
export type MatchResponse = z.infer<typeof matchResponse>;

export const matchCorrectionRequest = z
  .object({
    result: z.enum(['leader_won', 'challenger_won', 'voided']),
    reason: plainText('The reason').trim().max(500).optional(),
  })
  .meta({ id: 'MatchCorrection' });

export const ratingRow = z
  .object({
    uuid: z.string(),
    rating: z.number().int(),
    wins: z.number().int(),
    losses: z.number().int(),
    streak: z.number().int(),
    games_played: z.number().int(),
  })
  .meta({ id: 'Rating' });

export const matchCorrectionResponse = z
  .object({ match: matchResponse, replayed_matches: z.number().int(), ratings: z.array(ratingRow) })
  .meta({ id: 'MatchCorrectionResult' });
