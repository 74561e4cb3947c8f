import { IconGiftCard } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';
import { DEAL_LIST_PATH, NEW_DEAL_PATH, dealPath } from './paths.ts';

const access: MenuAccess = { kind: 'module', module: 'my_sales' };

/** Add-on deals: the list by status, and a deal's form. */
export const addOnDealsFeature: Feature = {
  module: 'my_sales',
  routes: [
    { path: DEAL_LIST_PATH, title: 'menu.addOnDeals', load: () => import('./deal-list-page.tsx') },
    { path: NEW_DEAL_PATH, title: 'addOnDeals.add', level: 'edit', load: () => import('./deal-page.tsx') },
    { path: dealPath('{did}'), title: 'addOnDeals.edit', load: () => import('./deal-page.tsx') },
  ],
  menu: [{ label: 'menu.addOnDeals', path: DEAL_LIST_PATH, icon: IconGiftCard, access, section: 'marketing' }],
};
