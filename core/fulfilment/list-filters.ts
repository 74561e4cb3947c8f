import { z } from 'zod';
import { containsText, keyStartsWith } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { ZPageInput } from '../shared/pagination.ts';
import { ZDateShortcut, ZLocalDate } from '../shared/time.ts';
import { placedRange } from '../orders/list-query.ts';

/**
 * What the sales lists of this area share: pages of 20/40/60/80, a search box, and a date
 * range given as a shortcut or as merchant-local days (both ends included).
 */
export const ZSalesListInput = ZPageInput.extend({
  search: z.string().trim().max(100).optional(),
  shortcut: ZDateShortcut.optional(),
  from: ZLocalDate.optional(),
  to: ZLocalDate.optional(),
});
export type TSalesListInput = z.infer<typeof ZSalesListInput>;

/** The half-open range [gte, lt) the input asks for; a shortcut wins over days. */
export function dateFilter(ctx: Ctx, input: Pick<TSalesListInput, 'shortcut' | 'from' | 'to'>): { gte?: Date; lt?: Date } | undefined {
  return placedRange(ctx, input) ?? undefined;
}

/**
 * Orders matching a search: the order number (with or without '#'), the buyer's name (from its
 * start, as the index allows), the invoice number or a tracking number (contains).
 */
export function orderSearch(ctx: Ctx, search: string | undefined, extra: { tracking?: boolean } = {}) {
  if (!search) return undefined;
  const number = /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null;
  return {
    OR: [
      ...(number !== null ? [{ orderNo: number }] : []),
      { buyerNameKey: keyStartsWith(search) },
      { invoiceNo: containsText(ctx.engine, search) },
      ...(extra.tracking ? [{ shipments: { some: { trackingNo: containsText(ctx.engine, search) } } }] : []),
    ],
  };
}
