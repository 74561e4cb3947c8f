// The mix-and-match screens' paths, apart from routes.ts (which loads the screens) so that a screen
// links to another without importing its own loader.
const BASE = '/mysales/marketing-tools/mix-and-match';

export const SET_LIST_PATH = BASE;
export const NEW_SET_PATH = `${BASE}/new`;
export const setPath = (id: string) => `${BASE}/details/${id}`;
export const CATEGORY_LIST_PATH = `${BASE}/category`;
export const NEW_CATEGORY_PATH = `${BASE}/category/new`;
export const categoryPath = (id: string) => `${BASE}/category/detail/${id}`;
