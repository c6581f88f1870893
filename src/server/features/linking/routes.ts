import { createRouter } from '../../http/context.ts';

/** Site side of account linking: a signed-in user asks for a one-time in-game code. */
export function linkingRoutes() {
  return createRouter();
}
