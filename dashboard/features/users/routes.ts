import { IconUsers } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

export const usersFeature: Feature = {
  routes: [
    { path: '/user-roles', title: 'menu.userRoles', load: () => import('./user-roles-page.tsx') },
    { path: '/user/{id}/user-log', title: 'logs.daysTitle', load: () => import('./user-log-days-page.tsx') },
    { path: '/user/{id}/user-log/actions', title: 'logs.actionsTitle', load: () => import('./user-log-actions-page.tsx') },
  ],
  menu: [{ label: 'menu.userRoles', path: '/user-roles', icon: IconUsers, access: { kind: 'admin' }, section: 'account' }],
};
