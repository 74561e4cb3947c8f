import { IconMessageCircle } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

export const POPUPS_PATH = '/mysales/popup-and-social-proof';

/** Popup and social proof: the messages the website shows its visitors. */
export const popupsFeature: Feature = {
  module: 'my_sales',
  routes: [{ path: POPUPS_PATH, title: 'menu.popups', load: () => import('./popup-settings-page.tsx') }],
  menu: [{ label: 'menu.popups', path: POPUPS_PATH, icon: IconMessageCircle, access: { kind: 'module', module: 'my_sales' }, section: 'marketing' }],
};
