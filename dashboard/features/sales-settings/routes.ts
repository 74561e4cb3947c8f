import { IconBuildingStore, IconSettings, IconTruckDelivery } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';

const access: MenuAccess = { kind: 'module', module: 'my_sales' };
const section = 'settings';

/** Order settings (invoice, checkout), shipping zones and options, delivery dates and slots, self pick-up. */
export const salesSettingsFeature: Feature = {
  module: 'my_sales',
  routes: [
    { path: '/mysales/setting', title: 'menu.orderSettings', load: () => import('./order-settings-page.tsx') },
    { path: '/mysales/shipping-setting', title: 'menu.shippingSettings', load: () => import('./shipping-setting-page.tsx') },
    // {zid} is a zone's id, or 'new' to add one.
    { path: '/mysales/shipping-setting/{zid}', title: { param: 'zid', add: 'salesSettings.zones.add', edit: 'salesSettings.zones.edit' }, load: () => import('./zone-edit-page.tsx') },
    // {sid} is an option's id, or 'new' to add one.
    { path: '/mysales/shipping-setting/option/{sid}', title: { param: 'sid', add: 'salesSettings.options.add', edit: 'salesSettings.options.edit' }, load: () => import('./option-edit-page.tsx') },
    { path: '/mysales/pickup-setting', title: 'menu.pickupSettings', load: () => import('./pickup-setting-page.tsx') },
  ],
  menu: [
    { label: 'menu.orderSettings', path: '/mysales/setting', icon: IconSettings, access, section },
    { label: 'menu.shippingSettings', path: '/mysales/shipping-setting', icon: IconTruckDelivery, access, section },
    { label: 'menu.pickupSettings', path: '/mysales/pickup-setting', icon: IconBuildingStore, access, section },
  ],
};
