import { createRouter } from '../../http/context.ts';

export function applicationRoutes() {
  return createRouter();
}
