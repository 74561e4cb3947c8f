import { IconReportAnalytics } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { AFFILIATE_PATHS as P } from './paths.ts';

const sources = () => import('./sources-screen.tsx');
const registrations = () => import('./registrations-screen.tsx');

/** The affiliate marketing report (master admin only, platform.md): events, click sources and registered lists, of all events or one. */
export const affiliateReportsFeature: Feature = {
  routes: [
    { path: P.events, title: 'affiliateReports.title', load: () => import('./events-screen.tsx') },
    { path: P.sources, title: 'affiliateReports.sourcesTitle', load: sources },
    { path: P.eventSources, title: 'affiliateReports.sourcesTitle', load: sources },
    { path: P.registered, title: 'affiliateReports.registeredTitle', load: registrations },
    { path: P.eventRegistered, title: 'affiliateReports.registeredTitle', load: registrations },
  ],
  menu: [{ label: 'menu.affiliateReport', path: P.events, icon: IconReportAnalytics, access: { kind: 'admin' }, section: 'reports' }],
};
