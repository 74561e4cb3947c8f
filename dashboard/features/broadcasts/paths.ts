// The broadcast screens' paths, apart from routes.ts (which loads the screens) so that a screen
// links to another without importing its own loader.
const BASE = '/mysales/marketing-tools/broadcast-management';

export const BROADCAST_LIST_PATH = BASE;
export const broadcastPath = (id: string) => `${BASE}/${id}`;
