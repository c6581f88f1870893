import { z } from 'zod';
import { minecraftPlayer } from './common.ts';
import { gymLeaderView } from './presence.ts';

/** Who is on the game server now, as `list` shows it; sent by the bridge every interval. */
export const onlinePlayersReport = z
  .object({
    players: z
      .array(minecraftPlayer)
      .max(1000)
      .meta({ description: 'Every player online now (an empty list: nobody is online)' }),
  })
  .meta({ id: 'OnlinePlayers' });

export const onlinePlayersResult = z
  .object({
    online: z.number().int().meta({ description: 'How many players the report named' }),
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
