import { capitalize, type Element } from '../shared/elements.ts';

/** Every season has nine gyms, so nine badges to collect. */
export const SEASON_BADGE_COUNT = 9;
/** Rows per page of the badge progress list. */
export const PROGRESS_PAGE_SIZE = 25;
/** Minecraft names are at most 32 characters (with a Bedrock prefix); a longer search finds nothing. */
export const MAX_PROGRESS_SEARCH = 32;

/** The name a progress row shows: the Minecraft name, else the site name, else 'Unknown Player'. */
export function progressDisplayName(minecraftName: string | null, siteName: string | null): string {
  return minecraftName?.trim() || siteName?.trim() || 'Unknown Player';
}

/** 'N of 9 badges'. */
export function badgeCountText(earned: number): string {
  return `${earned} of ${SEASON_BADGE_COUNT} badges`;
}

/** The share of the season's badges earned, in percent (0-100). */
export function progressPercent(earned: number): number {
  return (Math.min(Math.max(earned, 0), SEASON_BADGE_COUNT) / SEASON_BADGE_COUNT) * 100;
}

/** A badge slot's title: '<Type> Badge', with ' - Earned' when the player holds it. */
export function badgeSlotTitle(element: Element, earned: boolean): string {
  return `${capitalize(element)} Badge${earned ? ' - Earned' : ''}`;
}
