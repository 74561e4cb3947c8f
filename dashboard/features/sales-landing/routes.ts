import { IconAddressBook } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';
import { SALES_LANDING_PATHS as P } from './paths.ts';

const access: MenuAccess = { kind: 'module', module: 'sales_landing' };

/** Sales landing pages: the sales persons, their binding to sub-users, each one's page, look and report. */
export const salesLandingFeature: Feature = {
  module: 'sales_landing',
  routes: [
    { path: P.list, title: 'menu.salesLanding', load: () => import('./sales-person-list-page.tsx') },
    { path: P.binding, title: 'salesLanding.binding.title', load: () => import('./binding-page.tsx') },
    { path: P.details('{id}'), title: { param: 'id', add: 'salesLanding.add', edit: 'salesLanding.edit' }, load: () => import('./sales-person-page.tsx') },
    { path: P.customization('{id}'), title: 'salesLanding.customization.title', load: () => import('./customization-page.tsx') },
    { path: P.report('{id}'), title: 'salesLanding.report.title', load: () => import('./report-page.tsx') },
  ],
  menu: [{ label: 'menu.salesLanding', path: P.list, icon: IconAddressBook, access, section: 'marketing' }],
};
