import { IconDiscount } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';

const access: MenuAccess = { kind: 'module', module: 'my_sales' };
const BASE = '/mysales/marketing-tools/discount-campaigns';

/** Discount campaigns: the list by status, and a campaign's form. */
export const discountCampaignsFeature: Feature = {
  routes: [
    { path: BASE, load: () => import('./campaign-list-page.tsx') },
    { path: `${BASE}/new`, load: () => import('./campaign-page.tsx') },
    { path: `${BASE}/{dcid}`, load: () => import('./campaign-page.tsx') },
  ],
  menu: [{ label: 'menu.discountCampaigns', path: BASE, icon: IconDiscount, access, group: 'menu.mySales' }],
};

export const CAMPAIGN_LIST_PATH = BASE;
export const NEW_CAMPAIGN_PATH = `${BASE}/new`;
export const campaignPath = (id: string) => `${BASE}/${id}`;
