import { IconTicket } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

const BASE = '/mysales/marketing-tools/voucher';

/** Vouchers: the list by tab, and a voucher's every field with its voucher runs ({vid} 'new' adds one). */
export const vouchersFeature: Feature = {
  routes: [
    { path: BASE, load: () => import('./voucher-list-page.tsx') },
    { path: `${BASE}/{vid}`, load: () => import('./voucher-page.tsx') },
  ],
  menu: [{ label: 'menu.vouchers', path: BASE, icon: IconTicket, access: { kind: 'module', module: 'my_sales' }, group: 'menu.mySales' }],
};

export const VOUCHER_LIST_PATH = BASE;
export const voucherPath = (id: string) => `${BASE}/${id}`;
