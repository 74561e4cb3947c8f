import { withNumbers } from '../db/bigint.ts';
import type { Ctx } from '../shared/context.ts';
import { audited } from '../user-logs/audited.ts';
import { ORDER_STATUS, type OrderStatusId } from './constants.ts';
import { loadState, moveOrder, QUOTATION_STATUSES, withShippingFee } from './order-store.ts';
import { loadOrderDetail } from './order-detail.ts';
import { countStatuses, pageIds, placedRange, searchList, type BoundedCount } from './list-query.ts';
import { ZQuotationListInput, ZReplyQuotationInput, type TOrderDetail, type TQuotationListInput, type TQuotationPage, type TReplyQuotationInput } from './schema.ts';
import { msg } from '../shared/messages.ts';

const TAB_STATUS = { unreplied: ORDER_STATUS.waitingForReply, replied: ORDER_STATUS.quotationReplied } as const;

/** The quotation list: Unreplied (10) and Replied (11), with the order list's search, dates and pages. */
export async function listQuotations(ctx: Ctx, raw: TQuotationListInput): Promise<TQuotationPage> {
  const input = ZQuotationListInput.parse(raw);
  const range = placedRange(ctx, input);
  const status = TAB_STATUS[input.tab];
  const page = { page: input.page, pageSize: input.pageSize };
  let counts: BoundedCount[];
  let ids: string[];
  let searchTruncated = false;
  if (input.search) {
    const found = await searchList(ctx, input.search, QUOTATION_STATUSES, [status], range, page);
    searchTruncated = found.truncated;
    counts = QUOTATION_STATUSES.map((s) => found.counts.get(s)!);
    ids = found.ids;
  } else {
    const byStatus = await countStatuses(ctx, QUOTATION_STATUSES, range);
    counts = QUOTATION_STATUSES.map((s) => byStatus.get(s)!);
    ids = await pageIds(ctx, [status], range, page);
  }
  const rows = ids.length
    ? await ctx.db.order.findMany({
        where: { merchantId: ctx.merchantId, id: { in: ids } },
        select: { id: true, orderNo: true, placedAt: true, buyerName: true, totalSen: true, shippingSen: true, status: true, quotationReply: true, quotationRepliedAt: true },
      })
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const { quotationReply, quotationRepliedAt, ...rest } = withNumbers(r);
    return [{ ...rest, status: rest.status as OrderStatusId, reply: quotationReply, repliedAt: quotationRepliedAt }];
  });
  const total = counts[QUOTATION_STATUSES.indexOf(status)]!;
  return {
    items,
    total: total.count,
    totalCapped: total.capped,
    page: input.page,
    pageSize: input.pageSize,
    tabs: [
      { key: 'unreplied', ...counts[0]! },
      { key: 'replied', ...counts[1]! },
    ],
    searchTruncated,
  };
}

export const getQuotation = (ctx: Ctx, id: string): Promise<TOrderDetail> => loadOrderDetail(ctx, id, 'quotation');

/**
 * Replies to a quotation (Waiting for reply -> Quotation Replied) with a message of at most 225
 * characters and the shipping charge, which replaces the shipping in the total.
 */
export function replyQuotation(ctx: Ctx, raw: TReplyQuotationInput): Promise<TOrderDetail> {
  const input = ZReplyQuotationInput.parse(raw);
  return audited(
    ctx,
    (q) => ({ action: msg('log.orders.quotationReplied', { orderNo: q.orderNo }), category: 'quotation' }),
    async (tx) => {
      const row = await loadState(tx, input.id, 'quotation');
      await moveOrder(tx, row, 'replyQuotation', { quotationReply: input.message, quotationRepliedAt: tx.now(), ...(await withShippingFee(tx, row.id, input.shippingSen)) });
      return loadOrderDetail(tx, row.id, 'quotation');
    },
  );
}
