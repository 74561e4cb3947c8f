import { IconCategory, IconTags, IconTool } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';
import { SERVICE_PATHS } from './paths.ts';

const access: MenuAccess = { kind: 'module', module: 'manage' };
const section = 'content';

/** Services, their categories and their tags, on the content kit. */
export const servicesFeature: Feature = {
  module: 'manage',
  routes: [
    { path: SERVICE_PATHS.list, title: 'menu.services', load: () => import('./service-list-page.tsx') },
    { path: SERVICE_PATHS.add, title: 'services.add', level: 'edit', load: () => import('./service-form-page.tsx') },
    { path: SERVICE_PATHS.edit('{id}'), title: 'services.edit', load: () => import('./service-form-page.tsx') },
    { path: SERVICE_PATHS.categories, title: 'menu.serviceCategories', load: () => import('./service-categories-page.tsx') },
    { path: SERVICE_PATHS.tags, title: 'menu.serviceTags', load: () => import('./service-tags-page.tsx') },
  ],
  menu: [
    { label: 'menu.services', path: SERVICE_PATHS.list, icon: IconTool, access, section },
    { label: 'menu.serviceCategories', path: SERVICE_PATHS.categories, icon: IconCategory, access, section },
    { label: 'menu.serviceTags', path: SERVICE_PATHS.tags, icon: IconTags, access, section },
  ],
};
