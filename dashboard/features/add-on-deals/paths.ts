// The add-on deal screens' paths, apart from routes.ts (which loads the screens) so that a screen
// links to another without importing its own loader.
const BASE = '/mysales/marketing-tools/add-on-deals';

export const DEAL_LIST_PATH = BASE;
export const NEW_DEAL_PATH = `${BASE}/new`;
export const dealPath = (id: string) => `${BASE}/${id}`;
