import { z } from 'zod';
import { minecraftPlayer, minecraftUuid, type MinecraftPlayer } from './common.ts';
import { gymLeaderView } from './presence.ts';

/** An entry of the bridge's list as sent: checked one by one, so that one bad entry never refuses the others. */
const reportedPlayer = z.object({
  uuid: z.string().meta({ example: '069a79f4-44e9-4726-a5be-fca90e38aaf5' }),
  name: z.string().meta({ example: 'Notch' }),
});
type ReportedPlayer = z.infer<typeof reportedPlayer>;

/** Who is on the game server now, as `list` shows it; sent by the bridge every interval. */
export const onlinePlayersReport = z
  .object({
    players: z.array(reportedPlayer).max(1000).meta({
      description:
        'Every player online now (an empty list: nobody is online). An entry whose UUID or name Minecraft would not take is dropped, the others are recorded.',
    }),
  })
  .meta({ id: 'OnlinePlayers' });

/** The entries Minecraft would take (a UUID, and a name by the server's rule) and the ones it would not. */
export function splitReportedPlayers(entries: ReportedPlayer[], namePattern: RegExp) {
  const players: MinecraftPlayer[] = [];
  const dropped: ReportedPlayer[] = [];
  for (const entry of entries) {
    const uuid = minecraftUuid.safeParse(entry.uuid);
    const name = entry.name.trim();
    if (uuid.success && namePattern.test(name)) players.push({ uuid: uuid.data, name });
    else dropped.push(entry);
  }
  return { players, dropped };
}

export const onlinePlayersResult = z
  .object({
    online: z.number().int().meta({ description: 'How many players were recorded online' }),
    dropped: z.array(reportedPlayer).meta({
      description:
        'Entries left out, as sent: a malformed UUID, or a name Minecraft does not allow (`*`, `@a`, a space…)',
    }),
    leaders: z
      .array(gymLeaderView)
      .meta({ description: 'Every current gym leader with a linked account, as now stored' }),
  })
  .meta({ id: 'OnlinePlayersResult' });

export const playerNamesQuery = z.object({
  uuids: z.string().meta({ description: 'Comma-separated UUIDs (at most 100)' }),
});

export const playerNames = z
  .object({ players: z.array(minecraftPlayer).meta({ description: 'The players the site knows, in no order' }) })
  .meta({ id: 'PlayerNames' });
