import { IconCategory, IconNews } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';
import { NEWS_PATHS } from './paths.ts';

const access: MenuAccess = { kind: 'module', module: 'manage' };
const section = 'content';

/** News and its categories, on the content kit. */
export const newsFeature: Feature = {
  module: 'manage',
  routes: [
    { path: NEWS_PATHS.list, title: 'menu.news', load: () => import('./news-list-page.tsx') },
    { path: NEWS_PATHS.add, title: 'news.add', level: 'edit', load: () => import('./news-form-page.tsx') },
    { path: NEWS_PATHS.edit('{id}'), title: 'news.edit', load: () => import('./news-form-page.tsx') },
    { path: NEWS_PATHS.categories, title: 'menu.newsCategories', load: () => import('./news-categories-page.tsx') },
  ],
  menu: [
    { label: 'menu.news', path: NEWS_PATHS.list, icon: IconNews, access, section },
    { label: 'menu.newsCategories', path: NEWS_PATHS.categories, icon: IconCategory, access, section },
  ],
};
