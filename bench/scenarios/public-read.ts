import type { Scenario } from '../harness.ts';

/** A public read endpoint against a bare node:http server returning the same bytes, in the same run. */
const publicRead: Scenario = async (ctx) => {
  const path = '/api/discord/online';
  const res = await fetch(ctx.url + path);
  const body = await res.text();
  const site = await ctx.load({ url: ctx.url + path });
  const bare = await ctx.bareServer(body, res.headers.get('content-type') ?? 'application/json');
  try {
    const baseline = await ctx.load({ url: bare.url });
    return { endpoint: path, site, baseline, ratio: Math.round((site.reqPerSec / baseline.reqPerSec) * 100) / 100 };
  } finally {
    bare.stop();
  }
};
export default publicRead;
