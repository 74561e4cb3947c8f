import { IconTicket } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { VOUCHER_LIST_PATH, voucherPath } from './paths.ts';

/** Vouchers: the list by tab, and a voucher's every field with its voucher runs ({vid} 'new' adds one). */
export const vouchersFeature: Feature = {
  module: 'my_sales',
  routes: [
    { path: VOUCHER_LIST_PATH, title: 'menu.vouchers', load: () => import('./voucher-list-page.tsx') },
    { path: voucherPath('{vid}'), title: { param: 'vid', add: 'vouchers.add', edit: 'vouchers.edit' }, load: () => import('./voucher-page.tsx') },
  ],
  menu: [{ label: 'menu.vouchers', path: VOUCHER_LIST_PATH, icon: IconTicket, access: { kind: 'module', module: 'my_sales' }, section: 'marketing' }],
};
