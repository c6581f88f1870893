import { loadConfig } from '../src/server/config.ts';
import { closeOnSignals, startServer } from '../src/server/server.ts';

// The server the bench measures: `npm start`'s server, with BENCH_WEB_ROOT as the built app when given
// (a build of one's own, when several people share a checkout).
closeOnSignals(await startServer(loadConfig(), { webRoot: process.env.BENCH_WEB_ROOT || undefined }));
