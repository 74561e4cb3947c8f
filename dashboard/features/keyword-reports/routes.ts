import { IconBrandGoogle, IconReportAnalytics } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

const access = { kind: 'module', module: 'report' } as const;

/** Where the merchant's website stands on Google: the keywords it follows, and the searches that found it. */
export const keywordReportsFeature: Feature = {
  module: 'report',
  routes: [
    { path: '/report/keyword-ranking-report', title: 'keywordReports.rankingTitle', load: () => import('./keyword-ranking-screen.tsx') },
    { path: '/google-keyword-report', title: 'keywordReports.googleTitle', load: () => import('./google-keywords-screen.tsx') },
  ],
  menu: [
    { label: 'menu.keywordRanking', path: '/report/keyword-ranking-report', icon: IconReportAnalytics, access, section: 'reports' },
    { label: 'menu.googleKeywords', path: '/google-keyword-report', icon: IconBrandGoogle, access, section: 'reports' },
  ],
};
