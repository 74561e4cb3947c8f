import { IconCashRegister } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { POS_VENDOR_PATHS as P } from './paths.ts';

/** POS vendors: the vendors' profiles, and the merchant's shop connected to a vendor's POS system. */
export const posVendorsFeature: Feature = {
  module: 'pos_vendors',
  routes: [
    { path: P.list, title: 'menu.posVendors', load: () => import('./vendors-page.tsx') },
    { path: P.vendor('{merchant_id}'), title: 'posVendors.vendor', load: () => import('./vendor-page.tsx') },
  ],
  menu: [{ label: 'menu.posVendors', path: P.list, icon: IconCashRegister, access: { kind: 'module', module: 'pos_vendors' }, section: 'tools' }],
};
