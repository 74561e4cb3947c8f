// The reward station screens' paths, apart from routes.ts (which loads the screens) so that a screen
// links to another without importing its own loader.
export const STATION_PATH = '/mysales/loyalty-and-reward/member-reward-station';
export const itemPath = (id: string) => `/mysales/loyalty-and-reward/reward-station/item/${id}`;
export const PENDING_PATH = '/mysales/loyalty-and-reward/reward-station/pending-approval';
