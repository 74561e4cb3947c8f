import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import type { VoucherTab } from './constants.ts';

/** What the tab rules read of a voucher. */
export interface VoucherPeriod {
  active: boolean;
  claimStartAt: Date;
  claimEndAt: Date;
}

/**
 * The list tab a voucher sits in at now (besides 'all', which holds every voucher): an inactive
 * voucher is deactivated whatever its dates; an active one is upcoming before its claim start,
 * ongoing from the start until the end, and ended from the end on.
 */
export function voucherTab(v: VoucherPeriod, now: Date): Exclude<VoucherTab, 'all'> {
  if (!v.active) return 'deactivated';
  if (now < v.claimStartAt) return 'upcoming';
  if (now < v.claimEndAt) return 'ongoing';
  return 'ended';
}

/** The same rules as a Prisma filter (without the merchant: the caller scopes it). */
export function voucherTabWhere(tab: VoucherTab, now: Date): Prisma.VoucherWhereInput {
  switch (tab) {
    case 'all':
      return {};
    case 'deactivated':
      return { active: false };
    case 'upcoming':
      return { active: true, claimStartAt: { gt: now } };
    case 'ongoing':
      return { active: true, claimStartAt: { lte: now }, claimEndAt: { gt: now } };
    case 'ended':
      return { active: true, claimEndAt: { lte: now } };
  }
}
