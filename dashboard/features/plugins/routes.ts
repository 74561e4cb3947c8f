import { IconApps, IconPackage, IconReceipt } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { PLUGIN_PATHS as P } from './paths.ts';

const access = { kind: 'module', module: 'nms_plugins' } as const;
const section = 'tools';

/**
 * Plugins (the catalogue, switched on in limited slots, the paid ones bought) and add-ons (extra
 * e-mail accounts, payment gateways). The add-on screen's path holds `{product}`, which a menu
 * entry cannot link to: the plugin and purchased add-on screens link to it.
 */
export const pluginsFeature: Feature = {
  module: 'nms_plugins',
  routes: [
    { path: P.plugins, title: 'menu.plugins', load: () => import('./plugins-page.tsx') },
    { path: P.purchased, title: 'menu.purchasedPlugins', load: () => import('./purchased-plugins-page.tsx') },
    { path: P.addOns, title: 'plugins.addOns.title', load: () => import('./add-ons-page.tsx') },
    { path: P.addOnRecords, title: 'menu.addOnRecords', load: () => import('./add-on-records-page.tsx') },
  ],
  menu: [
    { label: 'menu.plugins', path: P.plugins, icon: IconApps, access, section },
    { label: 'menu.purchasedPlugins', path: P.purchased, icon: IconPackage, access, section },
    { label: 'menu.addOnRecords', path: P.addOnRecords, icon: IconReceipt, access, section },
  ],
};
