import type { BenchContext, LoadFigures, Scenario } from '../harness.ts';

// A small JSON GET through the full middleware stack (request log, the answer's compression and security
// headers, the write guards, the router), against a bare node:http server sending the same body in the
// same run. `/api/discord/online` stands for every endpoint not on the hot path.
// The two are measured in turns (site, baseline, site, ...), so a slow spell of a shared machine falls on
// both; the ratio is the median of the rounds', after an unmeasured warm-up of each. Target: at least 0.8 of the baseline's req/s.

const PATH = '/api/discord/online';
const SECONDS = 4;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const genericRequest: Scenario = async (ctx: BenchContext) => {
  const url = ctx.url + PATH;
  const warm = await fetch(url);
  const body = await warm.text();
  if (!warm.ok) throw new Error(`${PATH} answered ${warm.status}: ${body}`);
  const bare = await ctx.bareServer(body, warm.headers.get('content-type') ?? 'application/json');
  const rounds: { site: LoadFigures; baseline: LoadFigures; ratio: number }[] = [];
  try {
    // Both warmed up first (the JIT), unmeasured.
    await ctx.load({ url, duration: 2 });
    await ctx.load({ url: bare.url, duration: 2 });
    for (let i = 0; i < (ctx.brief ? 3 : 5); i++) {
      const site = await ctx.load({ url, duration: SECONDS });
      const baseline = await ctx.load({ url: bare.url, duration: SECONDS });
      rounds.push({ site, baseline, ratio: Math.round((site.reqPerSec / baseline.reqPerSec) * 100) / 100 });
    }
  } finally {
    bare.stop();
  }
  const ratio = median(rounds.map((r) => r.ratio));
  const sum = (pick: (r: (typeof rounds)[number]) => number) => rounds.reduce((n, r) => n + pick(r), 0);
  return {
    endpoint: PATH,
    bodyBytes: body.length,
    rounds,
    ratio,
    pass: ratio >= 0.8 && sum((r) => r.site.errors) === 0 && sum((r) => r.site.non2xx) === 0,
  };
};
export default genericRequest;
