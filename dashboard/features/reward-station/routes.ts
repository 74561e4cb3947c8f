import { IconChecklist, IconGift } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';

const access: MenuAccess = { kind: 'module', module: 'loyalty_and_rewards' };
const group = 'modules.loyalty_and_rewards';

/** The reward station: its items, an item's detail, and the redemptions pending approval. */
export const rewardStationFeature: Feature = {
  routes: [
    { path: '/mysales/loyalty-and-reward/member-reward-station', load: () => import('./station-page.tsx') },
    // {id} is an item's id, or 'new' to add one.
    { path: '/mysales/loyalty-and-reward/reward-station/item/{id}', load: () => import('./item-page.tsx') },
    { path: '/mysales/loyalty-and-reward/reward-station/pending-approval', load: () => import('./pending-approval-page.tsx') },
  ],
  menu: [
    { label: 'menu.rewardStation', path: '/mysales/loyalty-and-reward/member-reward-station', icon: IconGift, access, group },
    { label: 'menu.pendingRedemptions', path: '/mysales/loyalty-and-reward/reward-station/pending-approval', icon: IconChecklist, access, group },
  ],
};

export const STATION_PATH = '/mysales/loyalty-and-reward/member-reward-station';
export const itemPath = (id: string) => `/mysales/loyalty-and-reward/reward-station/item/${id}`;
export const PENDING_PATH = '/mysales/loyalty-and-reward/reward-station/pending-approval';
