import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * One screen of the staff area: an entry in its navigation and a route under /staff. The list of
 * sections lives in src/web/routes.tsx; a feature adds its staff screen there.
 */
export interface StaffSection {
  /** Under /staff; '' is the overview. The section also owns every path below it. */
  path: string;
  label: string;
  /** Navigation heading the entry is listed under. */
  group: 'Overview' | 'Community' | 'Operations' | 'Admin';
  /** Who sees it: staff sections are open to admins too. */
  role: 'staff' | 'admin';
  page: LazyExoticComponent<ComponentType>;
}
