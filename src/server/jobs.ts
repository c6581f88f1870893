import { PRESENCE_TIMEOUT_SECONDS } from '../domain/game/presence.ts';
import { expireStalePresence } from './game-api/set-presence.ts';
import type { Deps } from './http/context.ts';

const PRESENCE_SWEEP_MS = 15_000;

/** Periodic work of each instance; every job must be safe to run on several instances at once. */
export function startBackgroundJobs(deps: Deps): () => void {
  const sweep = () => {
    expireStalePresence(deps.db, PRESENCE_TIMEOUT_SECONDS).then(
      (n) => n > 0 && deps.log.info({ leaders: n }, 'gym leaders not seen by the game server shown offline'),
      (err) => deps.log.warn({ err }, 'presence sweep failed'),
    );
  };
  sweep();
  const timer = setInterval(sweep, PRESENCE_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
