import { createRouter } from '../http/context.ts';

/** The key-authenticated API of the game server, mounted at /api/game/v1 (docs/game-server-api.md). */
export function gameApiRoutes() {
  return createRouter();
}
