import { IconCategory, IconLayoutCollage, IconPhoto } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';
import { GALLERY_PATHS } from './paths.ts';

const access: MenuAccess = { kind: 'module', module: 'manage' };
const section = 'content';

/** The gallery ("other"), its categories and groups, on the content kit; add many, quick edit. */
export const galleryFeature: Feature = {
  module: 'manage',
  routes: [
    { path: GALLERY_PATHS.list, title: 'menu.gallery', load: () => import('./gallery-list-page.tsx') },
    { path: GALLERY_PATHS.add, title: 'gallery.add', level: 'edit', load: () => import('./gallery-form-page.tsx') },
    { path: GALLERY_PATHS.edit('{id}'), title: 'gallery.edit', load: () => import('./gallery-form-page.tsx') },
    { path: GALLERY_PATHS.addMultiple, title: 'gallery.addMultiple.title', level: 'edit', load: () => import('./add-multiple-page.tsx') },
    { path: GALLERY_PATHS.quickEdit, title: 'gallery.quickEdit', level: 'edit', load: () => import('./gallery-quick-edit-page.tsx') },
    { path: GALLERY_PATHS.categories, title: 'menu.galleryCategories', load: () => import('./gallery-categories-page.tsx') },
    { path: GALLERY_PATHS.groups, title: 'menu.galleryGroups', load: () => import('./gallery-groups-page.tsx') },
  ],
  menu: [
    { label: 'menu.gallery', path: GALLERY_PATHS.list, icon: IconPhoto, access, section },
    { label: 'menu.galleryCategories', path: GALLERY_PATHS.categories, icon: IconCategory, access, section },
    { label: 'menu.galleryGroups', path: GALLERY_PATHS.groups, icon: IconLayoutCollage, access, section },
  ],
};
