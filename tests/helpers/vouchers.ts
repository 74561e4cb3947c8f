import type { TVoucherInput } from '../../core/vouchers/schema.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import { uniqueName } from './fixtures.ts';
import type { RewardShop } from './reward-station.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A valid normal voucher, RM 5.00 off the store, claimable from an hour ago for a day, with a code no other test uses; overrides replace any field. */
export const voucherForm = (overrides: Partial<TVoucherInput> = {}): TVoucherInput => ({
  name: 'Raya sale',
  code: uniqueName('V'),
  type: 1,
  discountType: 1,
  amountSen: 500,
  quantity: 100,
  mode: 1,
  displayed: true,
  active: true,
  claimStartAt: new Date(Date.now() - HOUR),
  claimEndAt: new Date(Date.now() + DAY),
  ...overrides,
});

/** A bulk voucher of the shop, answering its id. */
export const createBulkVoucher = async (shop: RewardShop, overrides: Partial<TVoucherInput> = {}) =>
  (await shop.admin.caller.vouchers.create(voucherForm({ kind: 3, quantity: 1000, ...overrides }))).id;

/** A member list uploaded as the shop's admin, answering the upload's id. */
export const uploadMemberList = async (shop: RewardShop, text: string) => (await saveUpload(shop.ctx, 'voucher-members', 'members.csv', Buffer.from(text))).id;
