import { backupRestoreBench } from '../backup-restore.ts';
import type { Scenario } from '../harness.ts';

// npm run backup / npm run restore on 1,000,000 ratings, 1,000,000 matches and 100,000 purchases (bench/backup-restore.ts).
const scenario: Scenario = (ctx) => backupRestoreBench(ctx.databaseUrl);
export default scenario;
