import { IconFileText } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';
import { PAGE_PATHS } from './paths.ts';

const access: MenuAccess = { kind: 'module', module: 'manage' };

/** The website's pages, on the content kit. */
export const pagesFeature: Feature = {
  module: 'manage',
  routes: [
    { path: PAGE_PATHS.list, title: 'menu.pages', load: () => import('./page-list-page.tsx') },
    { path: PAGE_PATHS.add, title: 'pages.add', level: 'edit', load: () => import('./page-form-page.tsx') },
    { path: PAGE_PATHS.edit('{id}'), title: 'pages.edit', load: () => import('./page-form-page.tsx') },
  ],
  menu: [{ label: 'menu.pages', path: PAGE_PATHS.list, icon: IconFileText, access, section: 'content' }],
};
