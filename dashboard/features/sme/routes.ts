import { IconBuildingCommunity } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { SME_PATHS as P } from './paths.ts';

/** The SME programme: the own profile, the members' directory, requests to connect, certificates and privileges. */
export const smeFeature: Feature = {
  module: 'sme',
  routes: [
    { path: P.setup, title: 'sme.pages.setup', load: () => import('./setup-page.tsx') },
    { path: P.list, title: 'sme.pages.list', load: () => import('./directory-page.tsx') },
    { path: P.company('{id}'), title: 'sme.pages.company', load: () => import('./company-page.tsx') },
    { path: P.requests, title: 'sme.pages.requests', load: () => import('./requests-page.tsx') },
    { path: P.certificates, title: 'sme.pages.certificates', load: () => import('./certificates-page.tsx') },
    { path: P.privileges, title: 'sme.pages.privileges', load: () => import('./privileges-page.tsx') },
    { path: P.connection('{selected_company_id}'), title: 'sme.pages.connection', load: () => import('./connection-page.tsx') },
  ],
  menu: [{ label: 'menu.sme', path: P.setup, icon: IconBuildingCommunity, access: { kind: 'module', module: 'sme' }, section: 'marketing' }],
};
