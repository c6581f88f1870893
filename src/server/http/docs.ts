import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from './context.ts';

const require = createRequire(import.meta.url);

/** Swagger UI served from the swagger-ui-dist package (no CDN), reading /api/openapi.json. */
export function mountApiDocs(app: Hono<AppEnv>): void {
  const dist = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  const asset = (file: string) => readFileSync(path.join(dist, file));
  const files: Record<string, { body: Buffer | string; type: string }> = {
    'swagger-ui.css': { body: asset('swagger-ui.css'), type: 'text/css' },
    'swagger-ui-bundle.js': { body: asset('swagger-ui-bundle.js'), type: 'text/javascript' },
    'init.js': {
      body: "window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui' });",
      type: 'text/javascript',
    },
  };
  app.get('/api/docs', (c) =>
    c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API documentation</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div><script src="/api/docs/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body></html>`),
  );
  app.get('/api/docs/:file', (c) => {
    const file = files[c.req.param('file')];
    if (!file) return c.notFound();
    c.header('content-type', file.type);
    c.header('cache-control', 'public, max-age=86400');
    return c.body(typeof file.body === 'string' ? file.body : new Uint8Array(file.body));
  });
}
