import type { BaseCtx } from '../shared/context.ts';

/** A merchant's events: the rollup works on one merchant at a time. */
export interface MerchantEvents extends BaseCtx {
  merchantId: string;
  timeZone: string;
}

/** An open day and hour as EventRollupMark.openThrough keeps it ('YYYY-MM-DD HH'), and back. */
export const openMark = (at: { day: string; hour: number }) => `${at.day} ${String(at.hour).padStart(2, '0')}`;
export const readOpenMark = (mark: string): { day: string; hour: number } | null => (mark ? { day: mark.slice(0, 10), hour: Number(mark.slice(11)) } : null);
