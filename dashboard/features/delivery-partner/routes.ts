import { IconTruckDelivery } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { DELIVERY_PARTNER_PATHS as P } from '../../components/delivery-partner-paths.ts';

/** The on-demand delivery partner (routes.json: /mysales/lalamove and its guideline), part of My Sales. */
export const deliveryPartnerFeature: Feature = {
  module: 'my_sales',
  routes: [
    { path: P.screen, title: 'menu.deliveryPartner', load: () => import('./delivery-partner-page.tsx') },
    { path: P.guideline, title: 'menu.deliveryPartnerGuideline', load: () => import('./guideline-page.tsx') },
  ],
  menu: [{ label: 'menu.deliveryPartner', path: P.screen, icon: IconTruckDelivery, access: { kind: 'module', module: 'my_sales' }, section: 'mySales' }],
};
