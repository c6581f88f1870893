import { createRouter } from '../../http/context.ts';
import { deliveryRoutes } from './delivery-routes.ts';
import { gameKeyRoutes } from './game-key-routes.ts';
import { matchCorrectionRoutes } from './match-correction-routes.ts';
import { waitlistRoutes } from './waitlist-routes.ts';

/**
 * Staff operations, one router: the in-game delivery queue, match corrections, game server keys and the alpha
 * waitlist (the web's staff-operations pages). Each part keeps its routes in its own file.
 */
export function staffOperationsRoutes() {
  return createRouter()
    .route('/', deliveryRoutes())
    .route('/', matchCorrectionRoutes())
    .route('/', gameKeyRoutes())
    .route('/', waitlistRoutes());
}
