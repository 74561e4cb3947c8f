import { IconUsers } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

/** Members of the merchant's website: the list and one member's detail. */
export const membersFeature: Feature = {
  routes: [
    { path: '/mysales/member', load: () => import('./member-list-page.tsx') },
    { path: '/mysales/member/{uid}', load: () => import('./member-detail-page.tsx') },
    { path: '/mysales/import-members', load: () => import('./import-members-page.tsx') },
  ],
  menu: [{ label: 'menu.members', path: '/mysales/member', icon: IconUsers, access: { kind: 'module', module: 'my_sales' }, group: 'menu.mySales' }],
};
