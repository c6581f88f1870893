import { formatCount } from '../shared/numbers.ts';
import { timeAgo } from '../shared/time-ago.ts';
import type { ServerStatus } from './status.ts';

// The Minecraft server's state as every place on the site says it (footer, home page, status page). Kept apart from
// status.ts so public pages load these texts without zod.

/** How often the browser asks again: the status page says it refreshes every 30 seconds, and so it does. */
export const SERVER_STATUS_REFRESH_MS = 30_000;
/** Until the site's first read is done, the browser asks again sooner. */
export const SERVER_STATUS_CHECKING_REFRESH_MS = 2_000;

/** "12/100 players in game": the game's own count, never Discord's. */
export const playersText = (online: number, max: number): string =>
  `${formatCount(online)}/${formatCount(max)} players in game`;

/** "last seen 5m ago" or "last seen just now"; null when the site never reached the server since it started. */
export function lastSeenText(lastSeenAt: string | null, now: number = Date.now()): string | null {
  if (!lastSeenAt) return null;
  const ago = timeAgo(lastSeenAt, now);
  return `last seen ${ago === 'Just now' ? 'just now' : ago}`;
}

/** The one-line summary: "Server Online · 12/100 players in game", "Server Offline · last seen 5m ago". */
export function statusLine(status: ServerStatus, now: number = Date.now()): string {
  switch (status.state) {
    case 'checking':
      return 'Checking the server...';
    case 'online':
      return `Server Online · ${playersText(status.playersOnline, status.playersMax)}`;
    case 'offline': {
      const seen = lastSeenText(status.lastSeenAt, now);
      return seen ? `Server Offline · ${seen}` : 'Server Offline';
    }
  }
}

type Online = Extract<ServerStatus, { state: 'online' }>;
type Offline = Extract<ServerStatus, { state: 'offline' }>;

/** What an online server reports, on one line: "12/100 players in game · Version 1.21.1 · 42 ms ping". */
export const onlineDetails = (s: Online): string =>
  `${playersText(s.playersOnline, s.playersMax)} · Version ${s.version} · ${formatCount(s.latencyMs)} ms ping`;

/** "Not answering · last seen 5m ago", or without the time when the site never reached it since it started. */
export function offlineDetails(s: Offline, now: number = Date.now()): string {
  const seen = lastSeenText(s.lastSeenAt, now);
  return seen ? `Not answering · ${seen}` : 'Not answering';
}

/** Shown when the site itself could not be asked (the API failed), which says nothing about the game server. */
export const STATUS_UNAVAILABLE = 'Server status unavailable';
