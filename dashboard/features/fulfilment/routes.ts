import { IconFileInvoice, IconPackage, IconPrinter, IconTruckDelivery, IconTruck } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

const section = 'mySales';
const access = { kind: 'module', module: 'my_sales' } as const;

/** Invoices, packaging (list and bill), delivery with mass shipping, and the shipping list. */
export const fulfilmentFeature: Feature = {
  module: 'my_sales',
  routes: [
    { path: '/mysales/invoice', title: 'menu.invoices', load: () => import('./invoice-list-page.tsx') },
    { path: '/mysales/packaging', title: 'menu.packaging', load: () => import('./packaging-page.tsx') },
    { path: '/mysales/packaging-bill', title: 'menu.packagingBill', load: () => import('./packaging-bill-page.tsx') },
    { path: '/mysales/delivery', title: 'menu.delivery', load: () => import('./delivery-page.tsx') },
    { path: '/mysales/delivery/shipping-list', title: 'menu.shippingList', load: () => import('./shipping-list-page.tsx') },
  ],
  menu: [
    { label: 'menu.invoices', path: '/mysales/invoice', icon: IconFileInvoice, access, section },
    { label: 'menu.packaging', path: '/mysales/packaging', icon: IconPackage, access, section },
    { label: 'menu.packagingBill', path: '/mysales/packaging-bill', icon: IconPrinter, access, section },
    { label: 'menu.delivery', path: '/mysales/delivery', icon: IconTruckDelivery, access, section },
    { label: 'menu.shippingList', path: '/mysales/delivery/shipping-list', icon: IconTruck, access, section },
  ],
};
