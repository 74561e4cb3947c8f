import { IconBrandYoutube, IconCategory } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';
import { VIDEO_PATHS } from './paths.ts';

const access: MenuAccess = { kind: 'module', module: 'manage' };
const section = 'content';

/** YouTube videos and their categories, on the content kit. */
export const videosFeature: Feature = {
  module: 'manage',
  routes: [
    { path: VIDEO_PATHS.list, title: 'menu.videos', load: () => import('./video-list-page.tsx') },
    { path: VIDEO_PATHS.add, title: 'videos.add', level: 'edit', load: () => import('./video-form-page.tsx') },
    { path: VIDEO_PATHS.edit('{id}'), title: 'videos.edit', load: () => import('./video-form-page.tsx') },
    { path: VIDEO_PATHS.categories, title: 'menu.videoCategories', load: () => import('./video-categories-page.tsx') },
  ],
  menu: [
    { label: 'menu.videos', path: VIDEO_PATHS.list, icon: IconBrandYoutube, access, section },
    { label: 'menu.videoCategories', path: VIDEO_PATHS.categories, icon: IconCategory, access, section },
  ],
};
