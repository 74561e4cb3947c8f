import { IconShieldCheck } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

export const WARRANTY_PATH = '/warranty-system';

/** The warranty system: a login-only route with no module (routes.json), open to every signed-in user of the merchant. */
export const warrantyFeature: Feature = {
  routes: [{ path: WARRANTY_PATH, title: 'menu.warranty', load: () => import('./warranty-page.tsx') }],
  menu: [{ label: 'menu.warranty', path: WARRANTY_PATH, icon: IconShieldCheck, access: { kind: 'login' }, section: 'tools' }],
};
