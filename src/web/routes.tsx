import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PagePath } from '@/domain/routes';
import type { StaffSection } from '@/web/lib/staff-section';

/** The route table: every path of domain/routes.ts and the page that renders it. */
export const PAGES: [PagePath, LazyExoticComponent<ComponentType>][] = [
  ['/', lazy(() => import('./features/home/home-page'))],
  ['/leaderboard', lazy(() => import('./features/leaderboard/leaderboard-page'))],
  ['/gym-leaders', lazy(() => import('./features/gym-leaders/gym-leaders-page'))],
  ['/events', lazy(() => import('./features/events/events-page'))],
  ['/community', lazy(() => import('./features/community/community-page'))],
  ['/waitlist', lazy(() => import('./features/waitlist/waitlist-page'))],
  ['/vote-links', lazy(() => import('./features/vote/vote-page'))],
  ['/gym-leader-application', lazy(() => import('./features/application/application-page'))],
  ['/terms-of-service', lazy(() => import('./features/info/terms-page'))],
  ['/privacy-policy', lazy(() => import('./features/info/privacy-page'))],
  ['/cookie-policy', lazy(() => import('./features/info/cookie-page'))],
  ['/dmca-notice', lazy(() => import('./features/info/dmca-page'))],
  ['/refund-policy', lazy(() => import('./features/info/refund-page'))],
  ['/accessibility', lazy(() => import('./features/info/accessibility-page'))],
  ['/contact-support', lazy(() => import('./features/support-forms/contact-support-page'))],
  ['/bug-reports', lazy(() => import('./features/support-forms/bug-report-page'))],
  ['/feature-requests', lazy(() => import('./features/support-forms/feature-request-page'))],
  ['/appeal-bans', lazy(() => import('./features/support-forms/ban-appeal-page'))],
  ['/report-players', lazy(() => import('./features/support-forms/report-player-page'))],
  ['/help-center', lazy(() => import('./features/info/help-center-page'))],
  ['/server-rules', lazy(() => import('./features/info/server-rules-page'))],
  ['/getting-started', lazy(() => import('./features/info/getting-started-page'))],
  ['/status-page', lazy(() => import('./features/info/status-page'))],
  ['/careers', lazy(() => import('./features/info/careers-page'))],
  ['/ranks', lazy(() => import('./features/shop/ranks-page'))],
  ['/shop', lazy(() => import('./features/shop/shop-page'))],
  ['/purchase-history', lazy(() => import('./features/shop/purchase-history-page'))],
  ['/my-requests', lazy(() => import('./features/my-requests/my-requests-page'))],
  ['/success', lazy(() => import('./features/shop/success-page'))],
  ['/tournaments/founders-cup-1', lazy(() => import('./features/tournaments/founders-cup-page'))],
  ['/tournament-bracket', lazy(() => import('./features/tournaments/bracket-page'))],
  ['/founders-1', lazy(() => import('./features/tournaments/founders-1-page'))],
  ['/mid-season-doubles', lazy(() => import('./features/doubles/doubles-page'))],
  ['/wiki', lazy(() => import('./features/wiki/wiki-page'))],
  ['/season1', lazy(() => import('./features/season/season-page'))],
  ['/spawn-atlas', lazy(() => import('./features/spawn-atlas/spawn-atlas-page'))],
  ['/gym-leader-dashboard', lazy(() => import('./features/dashboard/dashboard-page'))],
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
