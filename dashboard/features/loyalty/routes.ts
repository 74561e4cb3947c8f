import { IconAward, IconCoins, IconHistory, IconSettings } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';

const access: MenuAccess = { kind: 'module', module: 'loyalty_and_rewards' };
const group = 'modules.loyalty_and_rewards';

/** Loyalty settings and reward rules, member points, tiers and the points history (the reward station registers its own routes). */
export const loyaltyFeature: Feature = {
  routes: [
    { path: '/mysales/loyalty-and-reward/setting', load: () => import('./settings-page.tsx') },
    // {rid} is a rule's id, or 'new' to add one.
    { path: '/mysales/loyalty-and-reward/member-reward/setting/{rid}', load: () => import('./rule-edit-page.tsx') },
    { path: '/mysales/loyalty-and-reward/member-reward', load: () => import('./member-points-page.tsx') },
    { path: '/mysales/loyalty-and-reward/member-tier', load: () => import('./tier-list-page.tsx') },
    // {tid} is a tier's id, or 'new' to add one.
    { path: '/mysales/loyalty-and-reward/member-reward/tier/{tid}', load: () => import('./tier-edit-page.tsx') },
    { path: '/mysales/loyalty-and-reward/history', load: () => import('./history-page.tsx') },
  ],
  menu: [
    { label: 'menu.memberPoints', path: '/mysales/loyalty-and-reward/member-reward', icon: IconCoins, access, group },
    { label: 'menu.memberTiers', path: '/mysales/loyalty-and-reward/member-tier', icon: IconAward, access, group },
    { label: 'menu.rewardHistory', path: '/mysales/loyalty-and-reward/history', icon: IconHistory, access, group },
    { label: 'menu.loyaltySettings', path: '/mysales/loyalty-and-reward/setting', icon: IconSettings, access, group },
  ],
};
