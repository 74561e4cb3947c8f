import { IconBuildingStore, IconDevices, IconShieldLock } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

export const accountFeature: Feature = {
  routes: [
    { path: '/account-information', title: 'menu.accountInformation', load: () => import('./account-information-page.tsx') },
    { path: '/two-factor-authentication', title: 'menu.twoFactor', load: () => import('./two-factor-page.tsx') },
    { path: '/active-sessions', title: 'menu.activeSessions', load: () => import('./active-sessions-page.tsx') },
    { path: '/version', title: 'menu.version', load: () => import('./version-page.tsx') },
    { path: '/account_information', title: 'account.my.title', load: () => import('./my-account-page.tsx') },
  ],
  menu: [
    { label: 'menu.accountInformation', path: '/account-information', icon: IconBuildingStore, access: { kind: 'admin' }, section: 'account' },
    { label: 'menu.twoFactor', path: '/two-factor-authentication', icon: IconShieldLock, access: { kind: 'admin' }, section: 'account' },
    { label: 'menu.activeSessions', path: '/active-sessions', icon: IconDevices, access: { kind: 'admin' }, section: 'account' },
  ],
};
