import { IconCategory, IconPuzzle } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';

const access: MenuAccess = { kind: 'module', module: 'my_sales' };
const group = 'menu.mySales';
const BASE = '/mysales/marketing-tools/mix-and-match';

/** Mix-and-match sets and their categories. */
export const mixMatchFeature: Feature = {
  routes: [
    { path: BASE, load: () => import('./set-list-page.tsx') },
    { path: `${BASE}/new`, load: () => import('./set-page.tsx') },
    { path: `${BASE}/details/{mid}`, load: () => import('./set-page.tsx') },
    { path: `${BASE}/category`, load: () => import('./category-list-page.tsx') },
    { path: `${BASE}/category/new`, load: () => import('./category-page.tsx') },
    { path: `${BASE}/category/detail/{cid}`, load: () => import('./category-page.tsx') },
  ],
  menu: [
    { label: 'menu.mixMatch', path: BASE, icon: IconPuzzle, access, group },
    { label: 'menu.mixMatchCategories', path: `${BASE}/category`, icon: IconCategory, access, group },
  ],
};

export const SET_LIST_PATH = BASE;
export const NEW_SET_PATH = `${BASE}/new`;
export const setPath = (id: string) => `${BASE}/details/${id}`;
export const CATEGORY_LIST_PATH = `${BASE}/category`;
export const NEW_CATEGORY_PATH = `${BASE}/category/new`;
export const categoryPath = (id: string) => `${BASE}/category/detail/${id}`;
