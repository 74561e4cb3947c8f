import type { Feature } from '../../app/feature.ts';

/**
 * /crm (routes.json: a redirect whose target the spec does not state): the member list, where
 * the merchant's customers are. Behind module crm; the member list itself is behind my_sales.
 */
export const crmFeature: Feature = {
  module: 'crm',
  routes: [{ path: '/crm', title: 'menu.crm', load: () => import('./crm-redirect.tsx') }],
  menu: [],
};
