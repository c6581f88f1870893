import { z } from 'zod';
import { optionalText, requiredText } from '../forms/fields.ts';
import { slotLabel } from '../tournaments/team-sheet-text.ts';

// The team a gym leader publishes: what the home page's "View Loadout" and /gym-leaders show. The shape
// and limits are here; the server checks names against real Pokémon data (and the gym's element).

export const LEADER_TEAM_MAX = 6;
export const LEADER_MOVES_MAX = 4;
const NAME_MAX = 40;

const level = (label: string) =>
  z
    .number({ error: `${label} must be a whole number from 1 to 100.` })
    .int(`${label} must be a whole number from 1 to 100.`)
    .min(1, `${label} must be a whole number from 1 to 100.`)
    .max(100, `${label} must be a whole number from 1 to 100.`);

function member(index: number) {
  const slot = slotLabel(index);
  return z.object(
    {
      species: requiredText(`${slot} species`, NAME_MAX),
      level: level(`${slot} level`),
      heldItem: optionalText(`${slot} held item`, NAME_MAX),
      ability: requiredText(`${slot} ability`, NAME_MAX),
      moves: z
        .array(requiredText(`${slot} move`, NAME_MAX), { error: `${slot} moves must be a list.` })
        .min(1, `${slot} needs at least one move.`)
        .max(LEADER_MOVES_MAX, `${slot} has at most ${LEADER_MOVES_MAX} moves.`),
    },
    { error: `${slot} must have a species, a level, an ability and its moves.` },
  );
}

export interface LeaderTeamMember {
  species: string;
  level: number;
  heldItem: string | null;
  ability: string;
  moves: string[];
}

/** One to six Pokémon; each slot's messages name the slot ("Pokémon 2 level must be …"). */
export const leaderTeamInput = z
  .object({
    members: z
      .array(z.unknown(), { error: 'The team must be a list of Pokémon.' })
      .min(1, 'Add at least one Pokémon to publish a team.')
      .max(LEADER_TEAM_MAX, `A team has at most ${LEADER_TEAM_MAX} Pokémon.`)
      .transform((list, ctx) =>
        list.map((m, i) => {
          const r = member(i).safeParse(m);
          if (r.success) return r.data;
          for (const issue of r.error.issues)
            ctx.addIssue({ code: 'custom', message: issue.message, path: [i, ...issue.path] });
          return z.NEVER;
        }),
      ),
  })
  .meta({ id: 'LeaderTeamInput' });
export type LeaderTeamInput = z.output<typeof leaderTeamInput>;

const memberView = z.object({
  species: z.string(),
  level: z.number().int(),
  heldItem: z.string().nullable(),
  ability: z.string(),
  moves: z.array(z.string()),
});

/** A leader's published team as everybody may read it; null when none is published. */
export const leaderTeamView = z
  .object({
    leader: z.object({ id: z.string(), displayName: z.string() }),
    team: z.object({ members: z.array(memberView), publishedAt: z.string() }).nullable(),
  })
  .meta({ id: 'LeaderTeam' });
export type LeaderTeamView = z.infer<typeof leaderTeamView>;

export const LEADER_TEAM_TEXT = {
  published: 'Your team is published.',
  noTeam: (name: string) => `${name} has not published a team yet.`,
  notOwn: 'Only the gym leader themselves can change their team or status.',
  wrongElement: (slot: string, species: string, element: string) =>
    `${slot} species: ${species} is not ${element} type; every Pokémon of a ${element} gym must be.`,
} as const;
