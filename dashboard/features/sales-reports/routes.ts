import { IconChartBar, IconReportAnalytics } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { SALES_REPORT_PATHS as P } from './paths.ts';

const access = { kind: 'module', module: 'ecommerce_report' } as const;

/** The e-commerce sales reports: the order report, its printable page and PDF, and the products performance. */
export const salesReportsFeature: Feature = {
  module: 'ecommerce_report',
  routes: [
    { path: P.orderReport, title: 'menu.orderReport', load: () => import('./order-report-screen.tsx') },
    { path: P.productsPerformance, title: 'menu.productsPerformance', load: () => import('./products-performance-screen.tsx') },
    { path: P.page, title: 'reports.sales.pageTitle', load: () => import('./order-report-page-screen.tsx') },
    { path: P.pdf, title: 'reports.sales.pdfTitle', load: () => import('./order-report-pdf-screen.tsx') },
  ],
  menu: [
    { label: 'menu.orderReport', path: P.orderReport, icon: IconChartBar, access, section: 'reports' },
    { label: 'menu.productsPerformance', path: P.productsPerformance, icon: IconReportAnalytics, access, section: 'reports' },
  ],
};

/** The public, read-only view of a report the merchant shared (routes.json): no sign-in, so no module. */
export const sharedReportFeature: Feature = {
  routes: [{ path: P.shared('{hash}'), title: 'reportShares.publicTitle', load: () => import('./shared-report-screen.tsx') }],
  menu: [],
};
