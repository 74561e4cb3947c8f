import { IconAward, IconCoins, IconHistory, IconSettings } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';

const access: MenuAccess = { kind: 'module', module: 'loyalty_and_rewards' };
const section = 'loyalty';

/** Loyalty settings and reward rules, member points, tiers and the points history (the reward station registers its own routes). */
export const loyaltyFeature: Feature = {
  module: 'loyalty_and_rewards',
  routes: [
    { path: '/mysales/loyalty-and-reward/setting', title: 'menu.loyaltySettings', load: () => import('./settings-page.tsx') },
    // {rid} is a rule's id, or 'new' to add one.
    { path: '/mysales/loyalty-and-reward/member-reward/setting/{rid}', title: { param: 'rid', add: 'loyalty.rules.add', edit: 'loyalty.rules.edit' }, load: () => import('./rule-edit-page.tsx') },
    { path: '/mysales/loyalty-and-reward/member-reward', title: 'menu.memberPoints', load: () => import('./member-points-page.tsx') },
    { path: '/mysales/loyalty-and-reward/member-tier', title: 'menu.memberTiers', load: () => import('./tier-list-page.tsx') },
    // {tid} is a tier's id, or 'new' to add one.
    { path: '/mysales/loyalty-and-reward/member-reward/tier/{tid}', title: { param: 'tid', add: 'loyalty.tiers.add', edit: 'loyalty.tiers.edit' }, load: () => import('./tier-edit-page.tsx') },
    { path: '/mysales/loyalty-and-reward/history', title: 'menu.rewardHistory', load: () => import('./history-page.tsx') },
  ],
  menu: [
    { label: 'menu.memberPoints', path: '/mysales/loyalty-and-reward/member-reward', icon: IconCoins, access, section },
    { label: 'menu.memberTiers', path: '/mysales/loyalty-and-reward/member-tier', icon: IconAward, access, section },
    { label: 'menu.rewardHistory', path: '/mysales/loyalty-and-reward/history', icon: IconHistory, access, section },
    { label: 'menu.loyaltySettings', path: '/mysales/loyalty-and-reward/setting', icon: IconSettings, access, section },
  ],
};
