import type { BenchContext, LoadFigures, Scenario } from '../harness.ts';

// A small JSON GET through the full middleware stack (request log, security headers, body limit, origin
// check, write rate limit, the router and response validation), against a bare node:http server sending
// the same bytes in the same run. `/api/discord/online` stands for every endpoint not on the hot path.
// Target: at least 0.6 of the baseline's req/s.

const PATH = '/api/discord/online';

const genericRequest: Scenario = async (ctx: BenchContext) => {
  const url = ctx.url + PATH;
  const warm = await fetch(url);
  const body = await warm.text();
  if (!warm.ok) throw new Error(`${PATH} answered ${warm.status}: ${body}`);
  const site: LoadFigures = await ctx.load({ url });
  const bare = await ctx.bareServer(body, warm.headers.get('content-type') ?? 'application/json');
  let baseline: LoadFigures;
  try {
    baseline = await ctx.load({ url: bare.url });
  } finally {
    bare.stop();
  }
  const ratio = Math.round((site.reqPerSec / baseline.reqPerSec) * 100) / 100;
  return {
    endpoint: PATH,
    bodyBytes: body.length,
    site,
    baseline,
    ratio,
    pass: ratio >= 0.6 && site.errors === 0 && site.non2xx === 0,
  };
};
export default genericRequest;
