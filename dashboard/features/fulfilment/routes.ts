import { IconFileInvoice, IconPackage, IconPrinter, IconTruckDelivery, IconTruck } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

const group = 'menu.mySales';
const access = { kind: 'module', module: 'my_sales' } as const;

/** Invoices, packaging (list and bill), delivery with mass shipping, and the shipping list. */
export const fulfilmentFeature: Feature = {
  routes: [
    { path: '/mysales/invoice', load: () => import('./invoice-list-page.tsx') },
    { path: '/mysales/packaging', load: () => import('./packaging-page.tsx') },
    { path: '/mysales/packaging-bill', load: () => import('./packaging-bill-page.tsx') },
    { path: '/mysales/delivery', load: () => import('./delivery-page.tsx') },
    { path: '/mysales/delivery/shipping-list', load: () => import('./shipping-list-page.tsx') },
  ],
  menu: [
    { label: 'menu.invoices', path: '/mysales/invoice', icon: IconFileInvoice, access, group },
    { label: 'menu.packaging', path: '/mysales/packaging', icon: IconPackage, access, group },
    { label: 'menu.packagingBill', path: '/mysales/packaging-bill', icon: IconPrinter, access, group },
    { label: 'menu.delivery', path: '/mysales/delivery', icon: IconTruckDelivery, access, group },
    { label: 'menu.shippingList', path: '/mysales/delivery/shipping-list', icon: IconTruck, access, group },
  ],
};
