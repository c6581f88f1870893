import { requireRole } from '../http/guards.ts';
import { errorResponse } from '../http/openapi.ts';

// Spread into createRoute({...}) of every /api/staff and /api/admin route: the guard and the answers
// it gives. The authorization matrix test checks each such route against every role.

const denied = { 401: errorResponse('Not signed in'), 403: errorResponse('Not allowed for this role') };

export const staffRoute = { tags: ['staff'], middleware: requireRole('staff') };
export const adminRoute = { tags: ['admin'], middleware: requireRole('admin') };
export const deniedResponses = denied;
