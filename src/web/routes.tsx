import { lazy } from 'react';
import type { PagePath } from '@/domain/routes';
import { lazyPage, type LazyPage } from '@/web/lib/lazy-page';
import type { StaffSection } from '@/web/lib/staff-section';

/** The route table: every path of domain/routes.ts and the page that renders it. */
export const PAGES: [PagePath, LazyPage][] = [
  ['/', lazyPage(() => import('./features/home/home-page'))],
  ['/leaderboard', lazyPage(() => import('./features/leaderboard/leaderboard-page'))],
  ['/gym-leaders', lazyPage(() => import('./features/gym-leaders/gym-leaders-page'))],
  ['/events', lazyPage(() => import('./features/events/events-page'))],
  ['/community', lazyPage(() => import('./features/community/community-page'))],
  ['/waitlist', lazyPage(() => import('./features/waitlist/waitlist-page'))],
  ['/vote-links', lazyPage(() => import('./features/vote/vote-page'))],
  ['/gym-leader-application', lazyPage(() => import('./features/application/application-page'))],
  ['/terms-of-service', lazyPage(() => import('./features/info/terms-page'))],
  ['/privacy-policy', lazyPage(() => import('./features/info/privacy-page'))],
  ['/cookie-policy', lazyPage(() => import('./features/info/cookie-page'))],
  ['/dmca-notice', lazyPage(() => import('./features/info/dmca-page'))],
  ['/refund-policy', lazyPage(() => import('./features/info/refund-page'))],
  ['/accessibility', lazyPage(() => import('./features/info/accessibility-page'))],
  ['/contact-support', lazyPage(() => import('./features/support-forms/contact-support-page'))],
  ['/bug-reports', lazyPage(() => import('./features/support-forms/bug-report-page'))],
  ['/feature-requests', lazyPage(() => import('./features/support-forms/feature-request-page'))],
  ['/appeal-bans', lazyPage(() => import('./features/support-forms/ban-appeal-page'))],
  ['/report-players', lazyPage(() => import('./features/support-forms/report-player-page'))],
  ['/help-center', lazyPage(() => import('./features/info/help-center-page'))],
  ['/server-rules', lazyPage(() => import('./features/info/server-rules-page'))],
  ['/getting-started', lazyPage(() => import('./features/info/getting-started-page'))],
  ['/status-page', lazyPage(() => import('./features/info/status-page'))],
  ['/careers', lazyPage(() => import('./features/info/careers-page'))],
  ['/ranks', lazyPage(() => import('./features/shop/ranks-page'))],
  ['/shop', lazyPage(() => import('./features/shop/shop-page'))],
  ['/purchase-history', lazyPage(() => import('./features/shop/purchase-history-page'))],
  ['/my-requests', lazyPage(() => import('./features/my-requests/my-requests-page'))],
  ['/success', lazyPage(() => import('./features/shop/success-page'))],
  ['/tournaments/founders-cup-1', lazyPage(() => import('./features/tournaments/founders-cup-page'))],
  ['/tournament-bracket', lazyPage(() => import('./features/tournaments/bracket-page'))],
  ['/founders-1', lazyPage(() => import('./features/tournaments/founders-1-page'))],
  ['/mid-season-doubles', lazyPage(() => import('./features/doubles/doubles-page'))],
  ['/wiki', lazyPage(() => import('./features/wiki/wiki-page'))],
  ['/season1', lazyPage(() => import('./features/season/season-page'))],
  ['/spawn-atlas', lazyPage(() => import('./features/spawn-atlas/spawn-atlas-page'))],
  ['/gym-leader-dashboard', lazyPage(() => import('./features/dashboard/dashboard-page'))],
];

/** The staff area under /staff, loaded only when opened. */
export const StaffArea = lazy(() => import('./features/staff/staff-area'));

/**
 * The staff area's sections: its navigation and its nested routes, in this order. A feature adds its
 * staff screen with one entry here (admin sections are hidden from staff and refused to them).
 */
export const STAFF_SECTIONS: StaffSection[] = [
  {
    path: '',
    label: 'Overview',
    group: 'Overview',
    role: 'staff',
    page: lazy(() => import('./features/staff/overview-page')),
  },
  {
    path: 'applications',
    label: 'Gym leader applications',
    group: 'Community',
    role: 'staff',
    page: lazy(() => import('./features/staff-applications/applications-page')),
  },
  {
    path: 'support',
    label: 'Support queues',
    group: 'Community',
    role: 'staff',
    page: lazy(() => import('./features/staff-support/queue-page')),
  },
  {
    path: 'events',
    label: 'Events',
    group: 'Community',
    role: 'staff',
    page: lazy(() => import('./features/staff-events/staff-events-page')),
  },
  {
    path: 'seasons',
    label: 'Seasons',
    group: 'Community',
    role: 'staff',
    page: lazy(() => import('./features/staff-seasons/staff-seasons-page')),
  },
  {
    path: 'spawn-atlas',
    label: 'Spawn atlas',
    group: 'Community',
    role: 'staff',
    page: lazy(() => import('./features/staff-atlas/atlas-import-page')),
  },
  {
    path: 'tournaments',
    label: 'Tournaments',
    group: 'Community',
    role: 'staff',
    page: lazy(() => import('./features/staff-tournaments/staff-tournament-page')),
  },
  {
    path: 'deliveries',
    label: 'Deliveries',
    group: 'Operations',
    role: 'staff',
    page: lazy(() => import('./features/staff-operations/deliveries-page')),
  },
  {
    path: 'shop-purchases',
    label: 'Shop purchases',
    group: 'Operations',
    role: 'staff',
    page: lazy(() => import('./features/staff-shop/purchases-page')),
  },
  {
    path: 'shop-disputes',
    label: 'Disputed orders',
    group: 'Operations',
    role: 'staff',
    page: lazy(() => import('./features/staff-shop/disputes-page')),
  },
  {
    path: 'payouts',
    label: 'Gym leader payouts',
    group: 'Operations',
    role: 'staff',
    page: lazy(() => import('./features/staff-payouts/payouts-page')),
  },
  {
    path: 'matches',
    label: 'Match correction',
    group: 'Operations',
    role: 'staff',
    page: lazy(() => import('./features/staff-operations/match-correction-page')),
  },
  {
    path: 'game-keys',
    label: 'Game server keys',
    group: 'Operations',
    role: 'staff',
    page: lazy(() => import('./features/staff-operations/game-keys-page')),
  },
  {
    path: 'waitlist',
    label: 'Alpha waitlist',
    group: 'Operations',
    role: 'staff',
    page: lazy(() => import('./features/staff-operations/waitlist-page')),
  },
  {
    path: 'users',
    label: 'Users and roles',
    group: 'Admin',
    role: 'admin',
    page: lazy(() => import('./features/staff-users/users-page')),
  },
  {
    path: 'audit',
    label: 'Audit log',
    group: 'Admin',
    role: 'admin',
    page: lazy(() => import('./features/staff-audit/audit-page')),
  },
];
