import { describeFuzz, isStaffRoute } from './fuzz/fuzz-routes.ts';

describeFuzz('API fuzz, staff routes', isStaffRoute);
