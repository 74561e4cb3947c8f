import { IconCake } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

const PATH = '/mysales/marketing-tools/birthday-campaigns';

/** The birthday campaign's settings and status; the daily run is `merchant campaigns birthday-run`. */
export const birthdayCampaignFeature: Feature = {
  module: 'my_sales',
  routes: [{ path: PATH, title: 'menu.birthdayCampaign', load: () => import('./birthday-page.tsx') }],
  menu: [{ label: 'menu.birthdayCampaign', path: PATH, icon: IconCake, access: { kind: 'module', module: 'my_sales' }, section: 'marketing' }],
};
