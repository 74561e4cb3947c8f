import { IconDeviceMobileVibration, IconMessage2Dollar, IconUsers } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';
import { ADD_PATH, CAMPAIGNS_PATH, SMS_CREDIT_PATH, USERS_PATH, editPath, userPath } from './paths.ts';

const access: MenuAccess = { kind: 'module', module: 'shake_campaigns' };
const section = 'marketing';

/** Shake campaigns of the merchant's app, their shake users and the SMS credits the codes spend. */
export const shakeCampaignsFeature: Feature = {
  module: 'shake_campaigns',
  routes: [
    { path: CAMPAIGNS_PATH, title: 'menu.shakeCampaigns', load: () => import('./campaign-list-page.tsx') },
    { path: ADD_PATH, title: 'shakeCampaigns.add', level: 'edit', load: () => import('./campaign-page.tsx') },
    { path: editPath('{id}'), title: 'shakeCampaigns.edit', load: () => import('./campaign-page.tsx') },
    { path: USERS_PATH, title: 'menu.shakeUsers', load: () => import('./users-page.tsx') },
    { path: userPath('{id}'), title: 'shakeCampaigns.users.detail', load: () => import('./user-page.tsx') },
    { path: SMS_CREDIT_PATH, title: 'menu.smsCredit', load: () => import('./sms-credit-page.tsx') },
  ],
  menu: [
    { label: 'menu.shakeCampaigns', path: CAMPAIGNS_PATH, icon: IconDeviceMobileVibration, access, section },
    { label: 'menu.shakeUsers', path: USERS_PATH, icon: IconUsers, access, section },
    { label: 'menu.smsCredit', path: SMS_CREDIT_PATH, icon: IconMessage2Dollar, access, section },
  ],
};
