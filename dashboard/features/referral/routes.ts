import { IconChartBar, IconListDetails, IconUserCircle, IconUsers } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';
import { REFERRAL_PATHS as P } from './paths.ts';

const access: MenuAccess = { kind: 'module', module: 'referral_system' };
const section = 'marketing';

/** The referral system: persons and their bound members, groups and their commission, what the links brought and the commissions due. */
export const referralFeature: Feature = {
  module: 'referral_system',
  routes: [
    { path: P.persons, title: 'menu.referralPersons', load: () => import('./person-list-page.tsx') },
    { path: P.person('{action_id}'), title: { param: 'action_id', add: 'referral.person.add', edit: 'referral.person.edit' }, load: () => import('./person-page.tsx') },
    { path: P.groups, title: 'menu.referralGroups', load: () => import('./group-list-page.tsx') },
    { path: P.group('{action_id}'), title: { param: 'action_id', add: 'referral.group.add', edit: 'referral.group.edit' }, load: () => import('./group-page.tsx') },
    { path: P.records, title: 'menu.referralRecords', load: () => import('./records-page.tsx') },
    { path: P.performance, title: 'menu.referralPerformance', load: () => import('./performance-page.tsx') },
    { path: P.performanceDetail('{id}'), title: 'referral.performance.detailTitle', load: () => import('./performance-detail-page.tsx') },
    { path: P.performanceReport('{referral_id}'), title: 'referral.report.title', load: () => import('./commission-report-page.tsx') },
  ],
  menu: [
    { label: 'menu.referralPersons', path: P.persons, icon: IconUserCircle, access, section },
    { label: 'menu.referralGroups', path: P.groups, icon: IconUsers, access, section },
    { label: 'menu.referralRecords', path: P.records, icon: IconListDetails, access, section },
    { label: 'menu.referralPerformance', path: P.performance, icon: IconChartBar, access, section },
  ],
};
