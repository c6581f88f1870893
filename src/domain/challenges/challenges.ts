import { z } from 'zod';
import { capitalize, ELEMENTS, type Element } from '../shared/elements.ts';

// A player's challenge to a gym leader: sent from /gym-leaders or the home page, answered by the leader
// on their dashboard. Accepted, it tells the player how to meet the leader in game.

export const CHALLENGE_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

export const challengeAnswerInput = z
  .object({ answer: z.enum(['accept', 'decline'], { error: 'Answer accept or decline.' }) })
  .meta({ id: 'ChallengeAnswer' });

export const challengeView = z
  .object({
    id: z.string(),
    status: z.enum(CHALLENGE_STATUSES),
    createdAt: z.string(),
    answeredAt: z.string().nullable(),
    leader: z.object({ id: z.string(), displayName: z.string(), element: z.enum(ELEMENTS) }),
    challenger: z.object({ minecraftName: z.string(), name: z.string() }),
    /** What to do in game, once accepted. */
    instructions: z.string().nullable(),
  })
  .meta({ id: 'Challenge' });
export type ChallengeView = z.infer<typeof challengeView>;
export const challengeList = z.object({ challenges: z.array(challengeView) }).meta({ id: 'Challenges' });
export type ChallengeList = z.infer<typeof challengeList>;

/** The in-game steps an accepted challenger reads (the wiki: /warp lists the public warps, a challenge costs a Gym Token). */
export const challengeInstructions = (leader: string, element: Element) =>
  `Join the server, type /warp to find the ${capitalize(element)} Gym and bring a Gym Token: ${leader} is expecting you.`;

export const CHALLENGE_TEXT = {
  button: 'Challenge Now',
  sent: (leader: string) => `Challenge sent: ${leader} will accept or decline it.`,
  pending: (leader: string) => `Challenge sent to ${leader}: waiting for their answer.`,
  accepted: (leader: string) => `${leader} accepted your challenge!`,
  declined: (leader: string) => `${leader} declined your challenge. You can challenge them again later.`,
  signIn: 'Sign in to challenge a gym leader.',
  linkFirst: 'Link your Minecraft account to challenge a gym leader.',
  alreadyPending: (leader: string) => `You already challenged ${leader}: wait for their answer.`,
  away: (leader: string) => `${leader} is away right now: challenge them when they are live.`,
  self: 'You cannot challenge your own gym.',
  notYours: 'Only the challenged gym leader can answer this challenge.',
  answered: 'This challenge has already been answered.',
  noLeader: 'No gym leader has this id.',
  noChallenge: 'No challenge has this id.',
} as const;
