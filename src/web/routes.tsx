import { lazy, type ComponentType } from 'react';
import { PAGES, type PagePath } from '@/domain/routes';
import { lazyPage, type LazyPage } from '@/web/lib/lazy-page';
import type { StaffSection } from '@/web/lib/staff-section';

// Each page's module, loaded when its page is first shown (the bundler makes each a chunk of its own). The staff
// area's screens are its own (STAFF_SECTIONS).
const MODULES = import.meta.glob<{ default: ComponentType }>(['./features/*/*-page.tsx', '!./features/staff*/**']);

/** The route table: every page of domain/routes.ts and the component that renders it, from its declared module. */
export const PAGE_ROUTES: [PagePath, LazyPage][] = PAGES.map(({ path, module }) => {
  const load = MODULES[`./features/${module}.tsx`];
  if (!load) throw new Error(`The page ${path} names a module that does not exist: src/web/features/${module}.tsx`);
  return [path, lazyPage(load)];
});

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
    path: 'battle-pass',
    label: 'Battle pass',
    group: 'Community',
    role: 'staff',
    page: lazy(() => import('./features/battle-pass/staff-battle-pass')),
  },
  {
    path: 'vote-sites',
    label: 'Vote sites',
    group: 'Community',
    role: 'staff',
    page: lazy(() => import('./features/vote/staff-vote-sites')),
  },
  {
    path: 'news',
    label: 'News',
    group: 'Community',
    role: 'staff',
    page: lazy(() => import('./features/staff-news/staff-news-page')),
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
    path: 'player-mail',
    label: 'Player mail',
    group: 'Operations',
    role: 'staff',
    page: lazy(() => import('./features/notifications/outbox-screen')),
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
    path: 'battles',
    label: 'Disputed battles and badges',
    group: 'Community',
    role: 'staff',
    page: lazy(() => import('./features/battle-reports/staff-battles')),
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
