import { createRouter } from '../../http/context.ts';

export function waitlistRoutes() {
  return createRouter();
}
