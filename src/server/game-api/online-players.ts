import { createRoute } from '@hono/zod-openapi';
import { minecraftUuid } from '../../domain/game/common.ts';
import {
  onlinePlayersReport,
  onlinePlayersResult,
  playerNames,
  playerNamesQuery,
  splitReportedPlayers,
} from '../../domain/game/online-players.ts';
import { minecraftNamePattern } from '../../domain/game/minecraft-name.ts';
import { invalidInput } from '../http/errors.ts';
import { gameServerOf } from './auth.ts';
import { gameApi, invalid, json, unauthorized, type Router } from './openapi.ts';
import { playerNamesFor } from './player-names.ts';
import { setOnlinePlayers } from './set-online-players.ts';

// Two calls for game servers without a mod: the bridge reports `list` and asks the names of the
// players its delivery actions name (console commands take names, actions carry UUIDs).

const online = createRoute({
  ...gameApi,
  method: 'post',
  path: '/online',
  summary: 'Report every player online now; gym leaders are shown online or offline from it',
  description:
    'For servers without a mod (the bridge sends the answer of `list uuids`). Send it at least every minute: a leader not mentioned for 2 minutes is shown offline. Names are updated as with every call that carries a player. An entry with a malformed UUID or a name Minecraft does not allow is dropped (and listed in `dropped`); the others are recorded.',
  request: { body: { required: true, content: { 'application/json': { schema: onlinePlayersReport } } } },
  responses: {
    200: json(
      onlinePlayersResult,
      'How many were recorded, the entries dropped, and the leaders with a linked account as now stored',
    ),
    400: invalid,
    401: unauthorized,
  },
});

const names = createRoute({
  ...gameApi,
  method: 'get',
  path: '/players',
  summary: 'The latest known Minecraft name of each UUID',
  description:
    'From the accounts the site has seen, else the name given with the player’s latest purchase. UUIDs the site knows no name for are left out.',
  request: { query: playerNamesQuery },
  responses: { 200: json(playerNames, 'The players found'), 400: invalid, 401: unauthorized },
});

export function registerOnlinePlayersRoutes(router: Router) {
  router.openapi(online, async (c) => {
    const { db, config } = c.get('deps');
    // One bad entry (a name no player can have, such as `*` or `@a`) is left out, never the whole list.
    const { players, dropped } = splitReportedPlayers(
      c.req.valid('json').players,
      minecraftNamePattern(config.floodgatePrefix),
    );
    return c.json({ ...(await setOnlinePlayers(db, gameServerOf(c).id, players)), dropped }, 200);
  });
  router.openapi(names, async (c) => {
    const parsed = c.req
      .valid('query')
      .uuids.split(',')
      .map((s) => minecraftUuid.safeParse(s.trim()));
    if (parsed.length > 100 || parsed.some((p) => !p.success))
      throw invalidInput({ uuids: 'a comma-separated list of at most 100 Minecraft UUIDs' });
    const uuids = [...new Set(parsed.map((p) => p.data!))];
    return c.json({ players: await playerNamesFor(c.get('deps').db, uuids) }, 200);
  });
}
