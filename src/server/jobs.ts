import { PRESENCE_TIMEOUT_SECONDS } from '../domain/game/presence.ts';
import { settleBattleReports } from './features/battle-reports/lapse-reports.ts';
import { cancelExpiredCodeDeliveries } from './features/linking/cancel-expired-deliveries.ts';
import { expireStalePresence } from './game-api/set-presence.ts';
import type { Deps } from './http/context.ts';
import { pruneRateLimits } from './http/rate-limit.ts';
import { startNotificationJobs } from './notifications/jobs.ts';
import { sendNewsPosts } from './notifications/news-posts.ts';
import { sendStaffNotifications } from './notifications/staff-notifications.ts';
import { storageFor } from './storage/index.ts';
import { sweepNewsImages } from './storage/news-images.ts';
import { sweepOrphanUploads } from './storage/uploads.ts';
import { closeEndedCheckins } from './tournaments/checkin-close.ts';

const PRESENCE_SWEEP_MS = 15_000;
const RATE_LIMIT_PRUNE_MS = 60_000;
const STAFF_NOTIFY_MS = 2_000;
const CHECKIN_CLOSE_MS = 15_000;
const ORPHAN_UPLOAD_SWEEP_MS = 15 * 60_000;
const BATTLE_REPORTS_SETTLE_MS = 60_000;
const LINK_CODE_DELIVERIES_MS = 60_000;

/**
 * Runs `job` now and every `ms` (a job handles its own errors); returns the stop function, which
 * resolves once the runs under way have ended, so a shutdown closes the pool after them, not under them.
 */
function every(ms: number, job: () => Promise<unknown>): () => Promise<void> {
  const running = new Set<Promise<unknown>>();
  const run = () => {
    const p = job().finally(() => running.delete(p));
    running.add(p);
  };
  run();
  const timer = setInterval(run, ms);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await Promise.all(running);
  };
}

/** Periodic work of each instance; every job must be safe to run on several instances at once. */
export function startBackgroundJobs(deps: Deps): () => Promise<void> {
  const stops = [
    every(PRESENCE_SWEEP_MS, () =>
      expireStalePresence(deps.db, PRESENCE_TIMEOUT_SECONDS).then(
        (n) => n > 0 && deps.log.info({ leaders: n }, 'gym leaders not seen by the game server shown offline'),
        (err) => deps.log.warn({ err }, 'presence sweep failed'),
      ),
    ),
    // Expired rate-limit windows would otherwise pile up, one row per address and user ever seen.
    every(RATE_LIMIT_PRUNE_MS, () =>
      pruneRateLimits(deps.db).then(
        (n) => n > 0 && deps.log.debug({ rows: n }, 'expired rate-limit windows pruned'),
        (err) => deps.log.warn({ err }, 'rate-limit pruning failed'),
      ),
    ),
    // Check-in closes by itself when its window ends (staff may close it earlier by hand): no-shows
    // dropped, the checked-in waitlist promoted. On several instances the tournament lock lets one close it.
    every(CHECKIN_CLOSE_MS, () =>
      closeEndedCheckins(deps.db).then(
        (keys) => keys.length > 0 && deps.log.info({ tournaments: keys }, 'check-in closed at the end of its window'),
        (err) => deps.log.warn({ err }, 'closing ended check-in windows failed'),
      ),
    ),
    // Battles recorded on the site that the other side left unanswered for 24 hours lapse (rating nothing).
    every(BATTLE_REPORTS_SETTLE_MS, () =>
      settleBattleReports(deps.db).then(
        (n) => n.lapsed + n.rated > 0 && deps.log.info(n, 'battle reports lapsed or rated'),
        (err) => deps.log.warn({ err }, 'settling battle reports failed'),
      ),
    ),
    // Link codes told in game: one still queued when its code expired is never told.
    every(LINK_CODE_DELIVERIES_MS, () =>
      cancelExpiredCodeDeliveries(deps.db).then(
        (n) => n > 0 && deps.log.info({ deliveries: n }, 'link code deliveries of expired codes cancelled'),
        (err) => deps.log.warn({ err }, 'cancelling expired link code deliveries failed'),
      ),
    ),
    // Files of uploads that never committed their rows (a crash mid-upload), at start and then periodically.
    every(ORPHAN_UPLOAD_SWEEP_MS, () =>
      sweepOrphanUploads({ db: deps.db, storage: storageFor(deps.config) }).then(
        (n) => n > 0 && deps.log.info({ files: n }, 'orphaned upload files removed'),
        (err) => deps.log.warn({ err }, 'orphaned upload sweep failed'),
      ),
    ),
    // Announcement images no announcement names (never saved, replaced, removed), with their files.
    every(ORPHAN_UPLOAD_SWEEP_MS, () =>
      sweepNewsImages({ db: deps.db, storage: storageFor(deps.config) }).then(
        (n) => n > 0 && deps.log.info({ files: n }, 'unused news images removed'),
        (err) => deps.log.warn({ err }, 'news image sweep failed'),
      ),
    ),
    // Players' notifications: check-in openings, and their mail outbox (notifications/jobs.ts).
    ...startNotificationJobs(deps, every),
  ];
  const webhookUrl = deps.config.discord.staffWebhookUrl;
  if (webhookUrl)
    stops.push(
      every(STAFF_NOTIFY_MS, () =>
        sendStaffNotifications({ db: deps.db, webhookUrl, publicUrl: deps.config.publicUrl }).then(
          (n) => n > 0 && deps.log.debug({ sent: n }, 'staff notifications posted'),
          (err) => deps.log.warn({ err }, 'staff notifications failed'),
        ),
      ),
      // Announcements staff chose to share, to the same channel.
      every(STAFF_NOTIFY_MS, () =>
        sendNewsPosts({ db: deps.db, webhookUrl, publicUrl: deps.config.publicUrl }).then(
          (n) => n > 0 && deps.log.debug({ sent: n }, 'announcements posted'),
          (err) => deps.log.warn({ err }, 'posting announcements failed'),
        ),
      ),
    );
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
