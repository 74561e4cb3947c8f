import type { Feature } from '../../app/feature.ts';

export const errorsFeature: Feature = {
  routes: [{ path: '/404', title: 'notFound.title', load: () => import('./not-found-page.tsx') }],
  menu: [],
};
