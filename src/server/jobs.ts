import type { Deps } from './http/context.ts';

/** Periodic work of each instance; every job must be safe to run on several instances at once. */
export function startBackgroundJobs(_deps: Deps): () => void {
  return () => undefined;
}
