import { IconAddressBook } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { BUSINESS_TAG_PATHS as P } from './paths.ts';

/** Business tag cards: the merchant's bound cards, the bind-card requests and each card's report. */
export const businessTagFeature: Feature = {
  module: 'business_tag',
  routes: [
    { path: P.list, title: 'menu.businessTag', load: () => import('./card-list-page.tsx') },
    { path: P.requests, title: 'businessTag.requests.title', load: () => import('./requests-page.tsx') },
    { path: P.report('{id}'), title: 'businessTag.reportPage.title', load: () => import('./report-page.tsx') },
  ],
  menu: [{ label: 'menu.businessTag', path: P.list, icon: IconAddressBook, access: { kind: 'module', module: 'business_tag' }, section: 'marketing' }],
};
