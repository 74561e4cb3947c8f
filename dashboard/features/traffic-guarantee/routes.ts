import { IconReportAnalytics } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

/** Product showcase slots: the views and clicks each delivered against those guaranteed. */
export const trafficGuaranteeFeature: Feature = {
  module: 'traffic_guarantee_report',
  routes: [{ path: '/report/traffic-guarantee-report', title: 'trafficGuarantee.title', load: () => import('./traffic-guarantee-screen.tsx') }],
  menu: [{ label: 'menu.trafficGuarantee', path: '/report/traffic-guarantee-report', icon: IconReportAnalytics, access: { kind: 'module', module: 'traffic_guarantee_report' }, section: 'reports' }],
};
