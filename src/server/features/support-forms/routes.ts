import { createRouter } from '../../http/context.ts';

export function supportFormsRoutes() {
  return createRouter();
}
