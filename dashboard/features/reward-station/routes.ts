import { IconChecklist, IconGift } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';
import { PENDING_PATH, STATION_PATH, itemPath } from './paths.ts';

const access: MenuAccess = { kind: 'module', module: 'loyalty_and_rewards' };
const group = 'modules.loyalty_and_rewards';

/** The reward station: its items, an item's detail, and the redemptions pending approval. */
export const rewardStationFeature: Feature = {
  routes: [
    { path: STATION_PATH, load: () => import('./station-page.tsx') },
    // {id} is an item's id, or 'new' to add one.
    { path: itemPath('{id}'), load: () => import('./item-page.tsx') },
    { path: PENDING_PATH, load: () => import('./pending-approval-page.tsx') },
  ],
  menu: [
    { label: 'menu.rewardStation', path: STATION_PATH, icon: IconGift, access, group },
    { label: 'menu.pendingRedemptions', path: PENDING_PATH, icon: IconChecklist, access, group },
  ],
};
