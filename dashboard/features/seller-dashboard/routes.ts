import { IconBell, IconChartBar } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';

const access: MenuAccess = { kind: 'module', module: 'my_sales' };
const section = 'mySales';

/** The seller dashboard (orders today and this month, notifications, out-of-stock products). */
export const sellerDashboardFeature: Feature = {
  module: 'my_sales',
  routes: [
    { path: '/mysales/dashboard', title: 'menu.sellerDashboard', load: () => import('./seller-dashboard-page.tsx') },
    { path: '/mysales/dashboard/products', title: 'sellerDashboard.stock.title', load: () => import('./stock-alerts-page.tsx') },
    { path: '/mysales/notification', title: 'menu.notifications', load: () => import('./notifications-page.tsx') },
  ],
  menu: [
    { label: 'menu.sellerDashboard', path: '/mysales/dashboard', icon: IconChartBar, access, section },
    { label: 'menu.notifications', path: '/mysales/notification', icon: IconBell, access, section },
  ],
};
