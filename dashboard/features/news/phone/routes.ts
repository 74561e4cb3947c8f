import type { Feature } from '../../../app/feature.ts';
import { NEWS_PHONE_PATHS } from './paths.ts';

/** News on a phone (the mobile-style pages of platform.md): no menu entries, as /order/details_mobile. */
export const newsPhoneFeature: Feature = {
  module: 'manage',
  routes: [
    { path: NEWS_PHONE_PATHS.list, title: 'menu.news', load: () => import('./news-phone-list-page.tsx') },
    { path: NEWS_PHONE_PATHS.add, title: 'news.add', level: 'edit', load: () => import('./news-phone-form-page.tsx') },
    { path: NEWS_PHONE_PATHS.edit('{id}'), title: 'news.edit', load: () => import('./news-phone-form-page.tsx') },
    { path: NEWS_PHONE_PATHS.categories, title: 'menu.newsCategories', load: () => import('./news-phone-categories-page.tsx') },
  ],
  menu: [],
};
