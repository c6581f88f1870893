import { describeFuzz } from './fuzz/fuzz-routes.ts';

describeFuzz('API fuzz, staff routes', (path) => /^\/api\/(staff|admin)\//.test(path));
