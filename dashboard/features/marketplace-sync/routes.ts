import { IconBuildingStore, IconChartBar, IconReceipt } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';
import { MARKETPLACE_PATHS as P } from './paths.ts';

const access: MenuAccess = { kind: 'module', module: 'marketplace_sync' };

/** Marketplace sync (module marketplace_sync): the connected Shopee and Lazada shops, their products, the boost and the orders they sent. */
export const marketplaceSyncFeature: Feature = {
  module: 'marketplace_sync',
  routes: [
    { path: P.shops, title: 'menu.marketplaceSync', load: () => import('./shops-screen.tsx') },
    { path: P.dashboard, title: 'menu.marketplaceDashboard', load: () => import('./overview-screen.tsx') },
    { path: P.products, title: 'marketplaceSync.productsTitle', load: () => import('./products-screen.tsx') },
    { path: P.boost, title: 'marketplaceSync.boostTitle', load: () => import('./boost-screen.tsx') },
    { path: P.orders, title: 'menu.marketplaceOrders', load: () => import('./orders-screen.tsx') },
    { path: P.order, title: 'marketplaceSync.orderTitle', load: () => import('./order-screen.tsx') },
    { path: P.syncShopee, title: 'marketplaceSync.productSync.title', load: () => import('./product-sync-screen.tsx') },
    { path: P.syncLazada, title: 'marketplaceSync.productSync.title', load: () => import('./product-sync-screen.tsx') },
  ],
  menu: [
    { label: 'menu.marketplaceDashboard', path: P.dashboard, icon: IconChartBar, access, section: 'marketing' },
    { label: 'menu.marketplaceSync', path: P.shops, icon: IconBuildingStore, access, section: 'marketing' },
    { label: 'menu.marketplaceOrders', path: P.orders, icon: IconReceipt, access, section: 'marketing' },
  ],
};
