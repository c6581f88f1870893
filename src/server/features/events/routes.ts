import { createRouter } from '../../http/context.ts';

export function eventsRoutes() {
  return createRouter();
}
