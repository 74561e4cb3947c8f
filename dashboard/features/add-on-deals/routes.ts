import { IconGiftCard } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';

const access: MenuAccess = { kind: 'module', module: 'my_sales' };
const BASE = '/mysales/marketing-tools/add-on-deals';

/** Add-on deals: the list by status, and a deal's form. */
export const addOnDealsFeature: Feature = {
  routes: [
    { path: BASE, load: () => import('./deal-list-page.tsx') },
    { path: `${BASE}/new`, load: () => import('./deal-page.tsx') },
    { path: `${BASE}/{did}`, load: () => import('./deal-page.tsx') },
  ],
  menu: [{ label: 'menu.addOnDeals', path: BASE, icon: IconGiftCard, access, group: 'menu.mySales' }],
};

export const DEAL_LIST_PATH = BASE;
export const NEW_DEAL_PATH = `${BASE}/new`;
export const dealPath = (id: string) => `${BASE}/${id}`;
