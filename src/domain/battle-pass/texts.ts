import { BATTLE_PASS_LEVELS } from './rewards.ts';
import { XP_PER_LEVEL, XP_PER_LOSS, XP_PER_WIN } from './progress.ts';

/** What the battle pass page, its toasts and its refusals say. */
export const BATTLE_PASS_TEXTS = {
  pageTitle: 'Battle Pass',
  pageLead: `${BATTLE_PASS_LEVELS} levels, each with a free reward and a premium reward. Your battles this season earn XP.`,
  xpRule: `A battle you win earns ${XP_PER_WIN} XP and one you lose ${XP_PER_LOSS} XP; every ${XP_PER_LEVEL} XP is a level.`,
  signInPrompt: 'Sign in with Discord to follow your progress and claim your rewards.',
  linkFirst: 'Link your Minecraft account: your battles earn XP and your rewards are delivered in game.',
  freeTrack: 'Free',
  premiumTrack: 'Premium',
  premiumActive: {
    purchase: 'Premium track unlocked with the Premium Battle Pass.',
    master: 'Premium track included with your Master rank.',
    champion: 'Premium track unlocked while you reign as Champion.',
  },
  premiumOffer: 'Unlock the premium track',
  loadFailed: 'The battle pass could not be loaded.',
  retry: 'Try again',
  empty: 'This season has no battle pass yet.',
  claim: 'Claim',
  claimed: 'Claimed',
  claimedToast: 'Reward claimed',
  claimedToastText: (name: string) => `${name} is on its way to you in game.`,
  claimFailed: 'Could not claim the reward',
  premiumLocked:
    'This reward is on the premium track. Unlock it with the Premium Battle Pass, the Master rank or the Champion title.',
  levelLocked: (level: number) => `Reach level ${level} to claim this reward.`,
  alreadyClaimed: 'You already claimed this reward.',
  notLinked: 'Link your Minecraft account to claim rewards.',
} as const;
