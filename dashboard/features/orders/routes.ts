import { IconFileInvoice, IconListCheck, IconShoppingCart } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

const section = 'mySales';

/** Orders (list, detail, mass actions, the mobile-style detail) and quotations. */
export const ordersFeature: Feature = {
  routes: [
    { path: '/mysales/order', title: 'menu.orders', module: 'order', load: () => import('./order-list-page.tsx') },
    { path: '/mysales/order/{oid}', title: 'orders.detail.pageTitle', module: 'order', load: () => import('./order-detail-page.tsx') },
    { path: '/mysales/mass-manage/order', title: 'menu.massManageOrders', module: 'order', level: 'edit', load: () => import('./mass-manage-page.tsx') },
    // The order id comes as ?oid=<id> (the route has no parameter).
    { path: '/order/details_mobile', title: 'orders.detail.pageTitle', module: 'order', load: () => import('./order-mobile-page.tsx') },
    { path: '/mysales/quotation', title: 'menu.quotations', module: 'quotation', load: () => import('./quotation-list-page.tsx') },
    { path: '/mysales/quotation/{oid}', title: 'quotations.detailTitle', module: 'quotation', load: () => import('./quotation-detail-page.tsx') },
  ],
  menu: [
    { label: 'menu.orders', path: '/mysales/order', icon: IconShoppingCart, access: { kind: 'module', module: 'order' }, section },
    { label: 'menu.massManageOrders', path: '/mysales/mass-manage/order', icon: IconListCheck, access: { kind: 'module', module: 'order', level: 'edit' }, section },
    { label: 'menu.quotations', path: '/mysales/quotation', icon: IconFileInvoice, access: { kind: 'module', module: 'quotation' }, section },
  ],
};
