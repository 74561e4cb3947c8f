import { IconUsers } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

/** Members of the merchant's website: the list and one member's detail. */
export const membersFeature: Feature = {
  module: 'my_sales',
  routes: [
    { path: '/mysales/member', title: 'menu.members', load: () => import('./member-list-page.tsx') },
    { path: '/mysales/member/{uid}', title: 'members.detail.title', load: () => import('./member-detail-page.tsx') },
    { path: '/mysales/import-members', title: 'memberImport.title', level: 'edit', load: () => import('./import-members-page.tsx') },
  ],
  menu: [{ label: 'menu.members', path: '/mysales/member', icon: IconUsers, access: { kind: 'module', module: 'my_sales' }, section: 'mySales' }],
};
