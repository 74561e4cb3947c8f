import { IconBell, IconChartBar } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';

const access: MenuAccess = { kind: 'module', module: 'my_sales' };
const group = 'menu.mySales';

/** The seller dashboard (orders today and this month, notifications, out-of-stock products). */
export const sellerDashboardFeature: Feature = {
  routes: [
    { path: '/mysales/dashboard', load: () => import('./seller-dashboard-page.tsx') },
    { path: '/mysales/dashboard/products', load: () => import('./stock-alerts-page.tsx') },
    { path: '/mysales/notification', load: () => import('./notifications-page.tsx') },
  ],
  menu: [
    { label: 'menu.sellerDashboard', path: '/mysales/dashboard', icon: IconChartBar, access, group },
    { label: 'menu.notifications', path: '/mysales/notification', icon: IconBell, access, group },
  ],
};
