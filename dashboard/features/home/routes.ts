import { IconLayoutDashboard } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

export const homeFeature: Feature = {
  routes: [
    { path: '/', load: () => import('./home-redirect.tsx') },
    { path: '/dashboard', load: () => import('./dashboard-page.tsx') },
    { path: '/dashboard_v2', load: () => import('./dashboard-page.tsx') },
  ],
  menu: [{ label: 'menu.dashboard', path: '/dashboard', icon: IconLayoutDashboard, access: { kind: 'login' } }],
};
