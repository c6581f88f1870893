import { createRouter } from '../../http/context.ts';

export function gymLeadersRoutes() {
  return createRouter();
}
