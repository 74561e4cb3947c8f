import { IconCoins, IconTicket } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

export const MERCHANT_POINT_PATHS = { redeem: '/merchant_point/redeem', vouchers: '/my-np-voucher' } as const;

/** Merchant points: vouchers redeemed with them (every signed-in user), and the vouchers offered and issued (the master admin's). */
export const merchantPointsFeature: Feature = {
  routes: [
    { path: MERCHANT_POINT_PATHS.redeem, title: 'menu.merchantPoints', load: () => import('./redeem-page.tsx') },
    { path: MERCHANT_POINT_PATHS.vouchers, title: 'menu.npVouchers', load: () => import('./np-vouchers-page.tsx') },
  ],
  menu: [
    { label: 'menu.merchantPoints', path: MERCHANT_POINT_PATHS.redeem, icon: IconCoins, access: { kind: 'login' }, section: 'account' },
    { label: 'menu.npVouchers', path: MERCHANT_POINT_PATHS.vouchers, icon: IconTicket, access: { kind: 'admin' }, section: 'account' },
  ],
};
