import type { Scenario } from '../harness.ts';

/**
 * Public read endpoints against a bare node:http server returning the same bytes, in the same run:
 * /api/leaderboard (a cached hot read) and /api/discord/online (through the whole middleware stack).
 */
const publicRead: Scenario = async (ctx) => {
  const results: Record<string, unknown> = {};
  for (const path of ['/api/leaderboard', '/api/discord/online']) {
    const res = await fetch(ctx.url + path);
    const body = await res.text();
    const site = await ctx.load({ url: ctx.url + path });
    const bare = await ctx.bareServer(body, res.headers.get('content-type') ?? 'application/json');
    try {
      const baseline = await ctx.load({ url: bare.url });
      results[path] = {
        bodyBytes: body.length,
        site,
        baseline,
        ratio: Math.round((site.reqPerSec / baseline.reqPerSec) * 100) / 100,
      };
    } finally {
      bare.stop();
    }
  }
  return results;
};
export default publicRead;
