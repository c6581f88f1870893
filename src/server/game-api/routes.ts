import { createRouter } from '../http/context.ts';
import { requireGameServer } from './auth.ts';
import { registerBadgeRoutes } from './badges.ts';
import { registerDeliveryRoutes } from './deliveries.ts';
import { registerGymRoutes } from './gyms.ts';
import { registerLinkRoutes } from './link.ts';
import { registerMatchRoutes } from './matches.ts';
import { registerOnlinePlayersRoutes } from './online-players.ts';
import { GAME_SECURITY_SCHEME } from './openapi.ts';
import { registerPresenceRoutes } from './presence.ts';

/** The key-authenticated API of the game server, mounted at /api/game/v1 (docs/game-server-api.md). */
export function gameApiRoutes() {
  const router = createRouter();
  router.openAPIRegistry.registerComponent('securitySchemes', GAME_SECURITY_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    description: 'A game API key from `npm run game-keys -- create <name>`; accepted on /api/game/v1 only.',
  });
  router.use('*', requireGameServer);
  registerLinkRoutes(router);
  registerMatchRoutes(router);
  registerPresenceRoutes(router);
  registerOnlinePlayersRoutes(router);
  registerGymRoutes(router);
  registerBadgeRoutes(router);
  registerDeliveryRoutes(router);
  return router;
}
