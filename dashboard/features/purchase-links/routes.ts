import { IconShoppingBag } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { PURCHASE_LINKS_PATH, purchaseLinkPath } from './paths.ts';

/** Purchase links (My Sales): the list and a link's detail ({pid} is a link's id, or 'new' to add one). */
export const purchaseLinksFeature: Feature = {
  module: 'my_sales',
  routes: [
    { path: PURCHASE_LINKS_PATH, title: 'menu.purchaseLinks', load: () => import('./purchase-link-list-page.tsx') },
    { path: purchaseLinkPath('{pid}'), title: { param: 'pid', add: 'purchaseLinks.add', edit: 'purchaseLinks.edit' }, load: () => import('./purchase-link-page.tsx') },
  ],
  menu: [{ label: 'menu.purchaseLinks', path: PURCHASE_LINKS_PATH, icon: IconShoppingBag, access: { kind: 'module', module: 'my_sales' }, section: 'mySales' }],
};
