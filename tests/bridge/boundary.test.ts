import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The bridge runs on the Minecraft server's machine and talks to the site only through the public
// game API: it may use the pure rules of src/domain, never the site's server code.
describe('the bridge', () => {
  it('imports nothing from src/server or src/web', () => {
    const dir = 'src/bridge';
    const offending = readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) =>
        [...readFileSync(path.join(dir, f), 'utf8').matchAll(/from '([^']+)'/g)]
          .map((m) => m[1]!)
          .filter((spec) => /(^|\/)(server|web)\//.test(spec))
          .map((spec) => `${f}: ${spec}`),
      );
    expect(offending).toEqual([]);
  });
});
