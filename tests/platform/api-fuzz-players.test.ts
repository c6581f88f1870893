import { describeFuzz } from './fuzz/fuzz-routes.ts';

describeFuzz('API fuzz, player and game-server routes', (path) => !/^\/api\/(staff|admin)\//.test(path));
