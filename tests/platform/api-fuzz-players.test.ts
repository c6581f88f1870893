import { describeFuzz, isStaffRoute } from './fuzz/fuzz-routes.ts';

describeFuzz('API fuzz, player and game-server routes', (path) => !isStaffRoute(path));
