import { z } from 'zod';

const isoTime = z.iso.datetime();

/**
 * What GET /api/server-status answers: the Minecraft server's state as the site last read it by Server List Ping.
 * `checking` until this instance has finished its first read; `offline` when the last read failed (refused, timed
 * out, or an answer that was not a status), with the last time it answered since the site started, if ever.
 */
export const serverStatusSchema = z
  .discriminatedUnion('state', [
    z.object({ state: z.literal('checking') }),
    z.object({
      state: z.literal('online'),
      checkedAt: isoTime,
      playersOnline: z.number().int().min(0),
      playersMax: z.number().int().min(0),
      version: z.string().meta({ description: 'The version name the server reports, e.g. "1.21.1"' }),
      motd: z.string().meta({ description: 'The message of the day as plain text (formatting codes removed)' }),
      latencyMs: z.number().int().min(0).meta({ description: "Round trip of the status ping from the site's server" }),
    }),
    z.object({
      state: z.literal('offline'),
      checkedAt: isoTime,
      lastSeenAt: isoTime.nullable().meta({ description: 'When it last answered; null when never since start-up' }),
    }),
  ])
  .meta({ id: 'ServerStatus' });

export type ServerStatus = z.infer<typeof serverStatusSchema>;
