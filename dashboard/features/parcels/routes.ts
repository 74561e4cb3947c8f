import { IconBook, IconPackages } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { PARCEL_PATHS as P } from './paths.ts';

const access = { kind: 'module', module: 'my_sales' } as const;
const section = 'mySales';

/** Parcel tracking (its records and guideline); the parcel-rate service lives in the shipping settings and the delivery list. */
export const parcelsFeature: Feature = {
  module: 'my_sales',
  routes: [
    { path: P.tracking, title: 'menu.parcelTracking', load: () => import('./tracking-page.tsx') },
    { path: P.guideline, title: 'menu.parcelTrackingGuideline', load: () => import('./guideline-page.tsx') },
  ],
  menu: [
    { label: 'menu.parcelTracking', path: P.tracking, icon: IconPackages, access, section },
    { label: 'menu.parcelTrackingGuideline', path: P.guideline, icon: IconBook, access, section },
  ],
};
