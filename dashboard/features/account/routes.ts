import { IconBuildingStore, IconDevices, IconShieldLock } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

export const accountFeature: Feature = {
  routes: [
    { path: '/account-information', load: () => import('./account-information-page.tsx') },
    { path: '/two-factor-authentication', load: () => import('./two-factor-page.tsx') },
    { path: '/active-sessions', load: () => import('./active-sessions-page.tsx') },
    { path: '/version', load: () => import('./version-page.tsx') },
  ],
  menu: [
    { label: 'menu.accountInformation', path: '/account-information', icon: IconBuildingStore, access: { kind: 'admin' }, group: 'menu.account' },
    { label: 'menu.twoFactor', path: '/two-factor-authentication', icon: IconShieldLock, access: { kind: 'admin' }, group: 'menu.account' },
    { label: 'menu.activeSessions', path: '/active-sessions', icon: IconDevices, access: { kind: 'admin' }, group: 'menu.account' },
  ],
};
