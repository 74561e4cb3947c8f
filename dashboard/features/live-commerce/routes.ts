import { IconBroadcast, IconPackages, IconSettings, IconUsers } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';
import { LIVE_PATHS as P, productSetPath } from './paths.ts';

const access: MenuAccess = { kind: 'module', module: 'my_sales' };
const section = 'mySales';

/** Live commerce: selling in a Facebook live video, where a comment with a product code becomes the commenter's cart line. */
export const liveCommerceFeature: Feature = {
  module: 'my_sales',
  routes: [
    { path: P.settings, title: 'menu.liveSettings', load: () => import('./settings-page.tsx') },
    { path: P.sets, title: 'menu.liveProductSets', load: () => import('./product-set-list-page.tsx') },
    { path: productSetPath('{sid}'), title: { param: 'sid', add: 'liveCommerce.set.add', edit: 'liveCommerce.set.edit' }, load: () => import('./product-set-page.tsx') },
    { path: P.streaming, title: 'menu.liveStreaming', load: () => import('./live-streaming-page.tsx') },
    { path: P.members, title: 'menu.liveFbMembers', load: () => import('./fb-member-page.tsx') },
  ],
  menu: [
    { label: 'menu.liveStreaming', path: P.streaming, icon: IconBroadcast, access, section },
    { label: 'menu.liveProductSets', path: P.sets, icon: IconPackages, access, section },
    { label: 'menu.liveFbMembers', path: P.members, icon: IconUsers, access, section },
    { label: 'menu.liveSettings', path: P.settings, icon: IconSettings, access, section },
  ],
};
