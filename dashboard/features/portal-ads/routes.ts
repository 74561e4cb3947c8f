import { IconAd2 } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { PORTAL_ADS_PATHS as P } from './paths.ts';

/** Portal keyword ads: no module key in the spec (area 'misc'); a marketing tool, so the tools module guards them (docs/portal-ads.md). */
export const portalAdsFeature: Feature = {
  module: 'tools',
  routes: [
    { path: P.list, title: 'menu.portalAds', load: () => import('./ads-page.tsx') },
    { path: P.detail('{ads_id}'), title: 'portalAds.detail', load: () => import('./ad-page.tsx') },
  ],
  menu: [{ label: 'menu.portalAds', path: P.list, icon: IconAd2, access: { kind: 'module', module: 'tools' }, section: 'marketing' }],
};
