import { IconBellRinging } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

export const WEB_PUSH_PATH = '/tools/web-push-notification';

/** Web push: a send to the website's subscribers (at most once an hour), their counts by device and status, and the sends' history. */
export const webPushFeature: Feature = {
  module: 'tools',
  routes: [{ path: WEB_PUSH_PATH, title: 'menu.webPush', load: () => import('./web-push-page.tsx') }],
  menu: [{ label: 'menu.webPush', path: WEB_PUSH_PATH, icon: IconBellRinging, access: { kind: 'module', module: 'tools' }, section: 'tools' }],
};
