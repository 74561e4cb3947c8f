// The discount campaign screens' paths, apart from routes.ts (which loads the screens) so that a screen
// links to another without importing its own loader.
const BASE = '/mysales/marketing-tools/discount-campaigns';

export const CAMPAIGN_LIST_PATH = BASE;
export const NEW_CAMPAIGN_PATH = `${BASE}/new`;
export const campaignPath = (id: string) => `${BASE}/${id}`;
