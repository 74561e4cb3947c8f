import { IconLayoutDashboard } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

export const homeFeature: Feature = {
  routes: [
    { path: '/', title: 'menu.dashboard', load: () => import('./home-redirect.tsx') },
    { path: '/dashboard', title: 'menu.dashboard', load: () => import('./dashboard-page.tsx') },
    { path: '/dashboard_v2', title: 'menu.dashboard', load: () => import('./dashboard-page.tsx') },
    { path: '/announcement/details/{id}', title: 'home.announcements.pageTitle', load: () => import('./announcement-page.tsx') },
  ],
  menu: [{ label: 'menu.dashboard', path: '/dashboard', icon: IconLayoutDashboard, access: { kind: 'login' } }],
};
