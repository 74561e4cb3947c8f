import { IconDiscount } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';
import { CAMPAIGN_LIST_PATH, NEW_CAMPAIGN_PATH, campaignPath } from './paths.ts';

const access: MenuAccess = { kind: 'module', module: 'my_sales' };

/** Discount campaigns: the list by status, and a campaign's form. */
export const discountCampaignsFeature: Feature = {
  module: 'my_sales',
  routes: [
    { path: CAMPAIGN_LIST_PATH, title: 'menu.discountCampaigns', load: () => import('./campaign-list-page.tsx') },
    { path: NEW_CAMPAIGN_PATH, title: 'discountCampaigns.add', level: 'edit', load: () => import('./campaign-page.tsx') },
    { path: campaignPath('{dcid}'), title: 'discountCampaigns.edit', load: () => import('./campaign-page.tsx') },
  ],
  menu: [{ label: 'menu.discountCampaigns', path: CAMPAIGN_LIST_PATH, icon: IconDiscount, access, section: 'marketing' }],
};
