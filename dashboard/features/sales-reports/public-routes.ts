import type { Feature } from '../../app/feature.ts';

/** The public, read-only view of a report the merchant shared: no sign-in, so no module. */
export const sharedReportFeature: Feature = {
  routes: [{ path: '/rednote-expert/{hash}', title: 'reportShares.publicTitle', load: () => import('./shared-report-screen.tsx') }],
  menu: [],
};
