import { IconMailbox } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { EMAIL_MARKETING_PATHS as P } from './paths.ts';

/** E-mail marketing: campaigns, lists with their entries and the sender settings on one tabbed screen, and a campaign's page. */
export const emailMarketingFeature: Feature = {
  module: 'tools',
  routes: [
    { path: P.list, title: 'menu.emailMarketing', load: () => import('./email-marketing-page.tsx') },
    { path: P.edit('{id}'), title: { param: 'id', add: 'emailMarketing.campaign.add', edit: 'emailMarketing.campaign.edit' }, load: () => import('./campaign-page.tsx') },
  ],
  menu: [{ label: 'menu.emailMarketing', path: P.list, icon: IconMailbox, access: { kind: 'module', module: 'tools' }, section: 'tools' }],
};
