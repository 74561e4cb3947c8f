import { IconCategory, IconPuzzle } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';
import { CATEGORY_LIST_PATH, NEW_CATEGORY_PATH, NEW_SET_PATH, SET_LIST_PATH, categoryPath, setPath } from './paths.ts';

const access: MenuAccess = { kind: 'module', module: 'my_sales' };
const group = 'menu.mySales';

/** Mix-and-match sets and their categories. */
export const mixMatchFeature: Feature = {
  routes: [
    { path: SET_LIST_PATH, load: () => import('./set-list-page.tsx') },
    { path: NEW_SET_PATH, load: () => import('./set-page.tsx') },
    { path: setPath('{mid}'), load: () => import('./set-page.tsx') },
    { path: CATEGORY_LIST_PATH, load: () => import('./category-list-page.tsx') },
    { path: NEW_CATEGORY_PATH, load: () => import('./category-page.tsx') },
    { path: categoryPath('{cid}'), load: () => import('./category-page.tsx') },
  ],
  menu: [
    { label: 'menu.mixMatch', path: SET_LIST_PATH, icon: IconPuzzle, access, group },
    { label: 'menu.mixMatchCategories', path: CATEGORY_LIST_PATH, icon: IconCategory, access, group },
  ],
};
