import { CONFIRM_WITHIN_HOURS } from './lapse.ts';
import { RATED_PER_PAIR_PER_DAY } from './rating-limit.ts';

/** Every text a player or a leader reads about battles recorded on the site; tests quote them. */
export const BATTLE_TEXTS = {
  pageTitle: 'Battles',
  pageLead: `Record a battle played on the server. The other player confirms it within ${CONFIRM_WITHIN_HOURS} hours, or disputes it.`,
  formHeading: 'Record a battle',
  opponentLabel: 'Opponent (Minecraft name)',
  formatLabel: 'Format',
  winnerLabel: 'Who won?',
  winnerMe: 'I won',
  winnerOpponent: 'My opponent won',
  submit: 'Record battle',
  recorded: 'Battle recorded. Your opponent has 24 hours to confirm it.',
  confirmed: 'Result confirmed.',
  disputed: 'Result disputed. Staff will look at it.',
  listHeading: 'Your battles',
  empty: 'No battles recorded yet.',
  loadFailed: 'Could not load your battles.',
  retry: 'Try again',
  confirm: 'Confirm',
  dispute: 'Dispute',
  signInFirst: 'Sign in to record battles.',
  linkFirst: 'Link your Minecraft account first: battles belong to Minecraft accounts.',
  formatRequired: 'Choose a format.',
  winnerRequired: 'Choose who won.',
  notCounted: `Not rated: only ${RATED_PER_PAIR_PER_DAY} results between the same two players count per day.`,
  // Refusals (the server's messages).
  notLinked: 'Link your Minecraft account before recording a battle.',
  opponentNotFound: 'No linked player has that Minecraft name.',
  notYourself: 'You cannot record a battle against yourself.',
  openExists: 'There is already an open report between you two. Confirm, dispute or wait for it first.',
  tooMany: 'Too many battles recorded. Please wait a while and try again.',
  noGym: 'A gym battle needs a gym leader on one side.',
  bothLeaders: 'Both players lead a gym: record it as a ladder battle.',
  notFound: 'No such battle report.',
  notYours: 'Only the other player can answer this report.',
  notOpen: 'This report is no longer open.',
} as const;

export const FORMAT_LABELS = { ladder: 'Ladder battle', gym: 'Gym battle' } as const;
