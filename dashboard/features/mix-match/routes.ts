import { IconCategory, IconPuzzle } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';
import { CATEGORY_LIST_PATH, NEW_CATEGORY_PATH, NEW_SET_PATH, SET_LIST_PATH, categoryPath, setPath } from './paths.ts';

const access: MenuAccess = { kind: 'module', module: 'my_sales' };
const section = 'marketing';

/** Mix-and-match sets and their categories. */
export const mixMatchFeature: Feature = {
  module: 'my_sales',
  routes: [
    { path: SET_LIST_PATH, title: 'menu.mixMatch', load: () => import('./set-list-page.tsx') },
    { path: NEW_SET_PATH, title: 'mixMatch.add', level: 'edit', load: () => import('./set-page.tsx') },
    { path: setPath('{mid}'), title: 'mixMatch.edit', load: () => import('./set-page.tsx') },
    { path: CATEGORY_LIST_PATH, title: 'menu.mixMatchCategories', load: () => import('./category-list-page.tsx') },
    { path: NEW_CATEGORY_PATH, title: 'mixMatch.categories.add', level: 'edit', load: () => import('./category-page.tsx') },
    { path: categoryPath('{cid}'), title: 'mixMatch.categories.edit', load: () => import('./category-page.tsx') },
  ],
  menu: [
    { label: 'menu.mixMatch', path: SET_LIST_PATH, icon: IconPuzzle, access, section },
    { label: 'menu.mixMatchCategories', path: CATEGORY_LIST_PATH, icon: IconCategory, access, section },
  ],
};
