import { IconBuildingStore, IconSettings, IconTruckDelivery } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';

const access: MenuAccess = { kind: 'module', module: 'my_sales' };
const group = 'menu.mySales';

/** Order settings (invoice, checkout), shipping zones and options, delivery dates and slots, self pick-up. */
export const salesSettingsFeature: Feature = {
  routes: [
    { path: '/mysales/setting', load: () => import('./order-settings-page.tsx') },
    { path: '/mysales/shipping-setting', load: () => import('./shipping-setting-page.tsx') },
    // {zid} is a zone's id, or 'new' to add one.
    { path: '/mysales/shipping-setting/{zid}', load: () => import('./zone-edit-page.tsx') },
    // {sid} is an option's id, or 'new' to add one.
    { path: '/mysales/shipping-setting/option/{sid}', load: () => import('./option-edit-page.tsx') },
    { path: '/mysales/pickup-setting', load: () => import('./pickup-setting-page.tsx') },
  ],
  menu: [
    { label: 'menu.orderSettings', path: '/mysales/setting', icon: IconSettings, access, group },
    { label: 'menu.shippingSettings', path: '/mysales/shipping-setting', icon: IconTruckDelivery, access, group },
    { label: 'menu.pickupSettings', path: '/mysales/pickup-setting', icon: IconBuildingStore, access, group },
  ],
};
