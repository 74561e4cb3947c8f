import type { Feature } from '../../app/feature.ts';

/** The job list of every kind, linked from the user menu (app/layout/user-menu.tsx) for whoever may see a kind. */
export const jobsFeature: Feature = {
  routes: [{ path: '/jobs', title: 'menu.jobs', load: () => import('./job-list-page.tsx') }],
  menu: [],
};
