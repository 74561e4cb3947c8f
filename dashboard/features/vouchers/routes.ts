import { IconTicket } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { VOUCHER_LIST_PATH, voucherPath } from './paths.ts';

/** Vouchers: the list by tab, and a voucher's every field with its voucher runs ({vid} 'new' adds one). */
export const vouchersFeature: Feature = {
  routes: [
    { path: VOUCHER_LIST_PATH, load: () => import('./voucher-list-page.tsx') },
    { path: voucherPath('{vid}'), load: () => import('./voucher-page.tsx') },
  ],
  menu: [{ label: 'menu.vouchers', path: VOUCHER_LIST_PATH, icon: IconTicket, access: { kind: 'module', module: 'my_sales' }, group: 'menu.mySales' }],
};
