import { IconCoin } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

export const CREDITS_PATH = '/credits';

/** The credits screen: balances, packs bought and their expiry, buying a pack by card, the history (the master admin's: a project route, dashboard/app/route-access.ts). */
export const creditsFeature: Feature = {
  routes: [{ path: CREDITS_PATH, title: 'menu.credits', load: () => import('./credits-page.tsx') }],
  menu: [{ label: 'menu.credits', path: CREDITS_PATH, icon: IconCoin, access: { kind: 'admin' }, section: 'account' }],
};
