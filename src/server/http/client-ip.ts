import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppContext } from './context.ts';

/**
 * The caller's address. Behind N trusted proxies, each appends the address it saw to X-Forwarded-For,
 * so the client's address is the entry N from the right; anything left of it the client may have
 * written itself, and trusting it would let a caller pick its own address and escape per-address limits.
 */
export function clientIp(c: AppContext): string {
  const hops = c.get('deps').config.trustProxyHops;
  if (hops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const entry = entries[Math.max(0, entries.length - hops)];
    if (entry) return entry;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
