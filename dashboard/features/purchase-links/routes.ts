import { IconShoppingBag } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

/** Purchase links (My Sales): the list and a link's detail ({pid} is a link's id, or 'new' to add one). */
export const purchaseLinksFeature: Feature = {
  routes: [
    { path: '/mysales/purchase-link', load: () => import('./purchase-link-list-page.tsx') },
    { path: '/mysales/purchase-detail/{pid}', load: () => import('./purchase-link-page.tsx') },
  ],
  menu: [{ label: 'menu.purchaseLinks', path: '/mysales/purchase-link', icon: IconShoppingBag, access: { kind: 'module', module: 'my_sales' }, group: 'menu.mySales' }],
};

export const PURCHASE_LINKS_PATH = '/mysales/purchase-link';
export const purchaseLinkPath = (id: string) => `/mysales/purchase-detail/${id}`;
