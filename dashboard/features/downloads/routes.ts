import { IconCategory, IconDownload } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';
import { DOWNLOAD_PATHS } from './paths.ts';

const access: MenuAccess = { kind: 'module', module: 'manage' };
const section = 'content';

/** Download files, their categories and quick edit of many, on the content kit. */
export const downloadsFeature: Feature = {
  module: 'manage',
  routes: [
    { path: DOWNLOAD_PATHS.list, title: 'menu.downloads', load: () => import('./download-list-page.tsx') },
    { path: DOWNLOAD_PATHS.add, title: 'downloads.add', level: 'edit', load: () => import('./download-form-page.tsx') },
    { path: DOWNLOAD_PATHS.edit('{id}'), title: 'downloads.edit', load: () => import('./download-form-page.tsx') },
    { path: DOWNLOAD_PATHS.quickEdit, title: 'downloads.quickEditTitle', level: 'edit', load: () => import('./download-quick-edit-page.tsx') },
    { path: DOWNLOAD_PATHS.categories, title: 'menu.downloadCategories', load: () => import('./download-categories-page.tsx') },
  ],
  menu: [
    { label: 'menu.downloads', path: DOWNLOAD_PATHS.list, icon: IconDownload, access, section },
    { label: 'menu.downloadCategories', path: DOWNLOAD_PATHS.categories, icon: IconCategory, access, section },
  ],
};
