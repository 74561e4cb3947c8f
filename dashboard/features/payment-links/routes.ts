import { IconLink } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

/** Payment links: the list and a link's detail ({pid} is a link's id, or 'new' to add one). */
export const paymentLinksFeature: Feature = {
  routes: [
    { path: '/mysales/payment-link', load: () => import('./payment-link-list-page.tsx') },
    { path: '/mysales/payment-detail/{pid}', load: () => import('./payment-link-page.tsx') },
  ],
  menu: [{ label: 'menu.paymentLinks', path: '/mysales/payment-link', icon: IconLink, access: { kind: 'module', module: 'payment_link' }, group: 'modules.payment_link' }],
};

export const PAYMENT_LINKS_PATH = '/mysales/payment-link';
export const paymentLinkPath = (id: string) => `/mysales/payment-detail/${id}`;
