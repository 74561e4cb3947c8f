// The voucher screens' paths, apart from routes.ts (which loads the screens) so that a screen
// links to another without importing its own loader.
const BASE = '/mysales/marketing-tools/voucher';

export const VOUCHER_LIST_PATH = BASE;
export const voucherPath = (id: string) => `${BASE}/${id}`;
