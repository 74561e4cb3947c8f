import { IconChecklist, IconGift } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';
import { PENDING_PATH, STATION_PATH, itemPath } from './paths.ts';

const access: MenuAccess = { kind: 'module', module: 'loyalty_and_rewards' };
const section = 'loyalty';

/** The reward station: its items, an item's detail, and the redemptions pending approval. */
export const rewardStationFeature: Feature = {
  module: 'loyalty_and_rewards',
  routes: [
    { path: STATION_PATH, title: 'menu.rewardStation', load: () => import('./station-page.tsx') },
    // {id} is an item's id, or 'new' to add one.
    { path: itemPath('{id}'), title: { param: 'id', add: 'rewardStation.item.add', edit: 'rewardStation.item.edit' }, load: () => import('./item-page.tsx') },
    { path: PENDING_PATH, title: 'menu.pendingRedemptions', load: () => import('./pending-approval-page.tsx') },
  ],
  menu: [
    { label: 'menu.rewardStation', path: STATION_PATH, icon: IconGift, access, section },
    { label: 'menu.pendingRedemptions', path: PENDING_PATH, icon: IconChecklist, access, section },
  ],
};
