/**
 * What an online count counts, said with the number: a count alone ("128 online") reads as players in game.
 * This one counts the Discord guild's members online (its widget, /api/discord/online). The game server's own count
 * comes with its status and says so ("12/100 players in game": src/domain/server-status/texts.ts), never guessed
 * from Discord's.
 */
const LABELS = {
  discord: (count: string) => `${count} online on Discord`,
} as const;

export type OnlineCountSource = keyof typeof LABELS;

/** The online widget's text for a count already formatted for display. */
export const onlineCountLabel = (source: OnlineCountSource, count: string): string => LABELS[source](count);
