import { IconMailForward } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { BROADCAST_LIST_PATH, broadcastPath } from './paths.ts';

/** Batch broadcasts: the list by status, and a broadcast's page ({bid} 'new' adds one). */
export const broadcastsFeature: Feature = {
  module: 'my_sales',
  routes: [
    { path: BROADCAST_LIST_PATH, title: 'menu.broadcasts', load: () => import('./broadcast-list-page.tsx') },
    { path: broadcastPath('{bid}'), title: { param: 'bid', add: 'broadcasts.add', edit: 'broadcasts.edit' }, load: () => import('./broadcast-page.tsx') },
  ],
  menu: [{ label: 'menu.broadcasts', path: BROADCAST_LIST_PATH, icon: IconMailForward, access: { kind: 'module', module: 'my_sales' }, section: 'marketing' }],
};
