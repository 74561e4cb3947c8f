import { IconReportAnalytics } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

/** The products sold and customer report (My Sales' marketing tools). */
export const productsSoldReportFeature: Feature = {
  module: 'my_sales',
  routes: [{ path: '/mysales/marketing-tools/products-sold-and-customer-report', title: 'productsSoldReport.title', load: () => import('./report-page.tsx') }],
  menu: [
    {
      label: 'menu.productsSoldReport',
      path: '/mysales/marketing-tools/products-sold-and-customer-report',
      icon: IconReportAnalytics,
      access: { kind: 'module', module: 'my_sales' },
      section: 'reports',
    },
  ],
};
