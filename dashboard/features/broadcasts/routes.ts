import { IconMailForward } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

const BASE = '/mysales/marketing-tools/broadcast-management';

/** Batch broadcasts: the list by status, and a broadcast's page ({bid} 'new' adds one). */
export const broadcastsFeature: Feature = {
  routes: [
    { path: BASE, load: () => import('./broadcast-list-page.tsx') },
    { path: `${BASE}/{bid}`, load: () => import('./broadcast-page.tsx') },
  ],
  menu: [{ label: 'menu.broadcasts', path: BASE, icon: IconMailForward, access: { kind: 'module', module: 'my_sales' }, group: 'menu.mySales' }],
};

export const BROADCAST_LIST_PATH = BASE;
export const broadcastPath = (id: string) => `${BASE}/${id}`;
