import { IconReportAnalytics } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { MONTHLY_PATHS as P } from './paths.ts';

/** The monthly report: a month on screen, and a year's monthly PDFs to download. */
export const monthlyReportFeature: Feature = {
  module: 'report',
  routes: [
    { path: P.view, title: 'reports.monthly.viewTitle', load: () => import('./monthly-view-screen.tsx') },
    { path: P.download, title: 'reports.monthly.downloadTitle', load: () => import('./monthly-download-screen.tsx') },
  ],
  menu: [{ label: 'menu.monthlyReport', path: P.view, icon: IconReportAnalytics, access: { kind: 'module', module: 'report' }, section: 'reports' }],
};
