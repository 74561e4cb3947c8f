import { IconLink } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { PAYMENT_LINKS_PATH, paymentLinkPath } from './paths.ts';

/** Payment links: the list and a link's detail ({pid} is a link's id, or 'new' to add one). */
export const paymentLinksFeature: Feature = {
  module: 'payment_link',
  routes: [
    { path: PAYMENT_LINKS_PATH, title: 'menu.paymentLinks', load: () => import('./payment-link-list-page.tsx') },
    { path: paymentLinkPath('{pid}'), title: { param: 'pid', add: 'paymentLinks.add', edit: 'paymentLinks.edit' }, load: () => import('./payment-link-page.tsx') },
  ],
  menu: [{ label: 'menu.paymentLinks', path: PAYMENT_LINKS_PATH, icon: IconLink, access: { kind: 'module', module: 'payment_link' }, section: 'mySales' }],
};
