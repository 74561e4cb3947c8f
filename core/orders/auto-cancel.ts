import { systemCtx, withTransaction, type BaseCtx, type Ctx } from '../shared/context.ts';
import { isAppError } from '../shared/errors.ts';
import { ORDER_TRANSITIONS } from './status.ts';
import { loadState } from './order-store.ts';
import { cancelOrder } from './order-actions.ts';
import type { TAutoCancelResult } from './schema.ts';
import { msg } from '../shared/messages.ts';

/** The cancel remark of an order the auto-cancel run cancelled. */
export const AUTO_CANCEL_REMARK = msg('orders.autoCancelled');

const BATCH = 200;
const UNPAID = ORDER_TRANSITIONS.markPaid.from.filter((s) => ORDER_TRANSITIONS.cancel.from.includes(s));

/**
 * Cancels one merchant's unpaid orders (1, 5, 7) whose autoCancelAt has passed, each in its own
 * transaction, giving their stock back. An order still waiting for its shipping quote is left
 * alone: the buyer cannot pay it yet (quoting starts the buyer's time again).
 */
export async function autoCancelMerchant(ctx: Ctx): Promise<number> {
  const now = ctx.now();
  let cancelled = 0;
  const skipped = new Set<string>();
  for (;;) {
    const due = await ctx.db.order.findMany({
      where: { merchantId: ctx.merchantId, autoCancelAt: { lte: now }, status: { in: [...UNPAID] }, shippingQuoted: true, id: { notIn: [...skipped] } },
      select: { id: true },
      orderBy: [{ autoCancelAt: 'asc' }, { id: 'asc' }],
      take: BATCH,
    });
    if (due.length === 0) return cancelled;
    for (const { id } of due) {
      try {
        await withTransaction(ctx, async (tx) => cancelOrder(tx, await loadState(tx, id), AUTO_CANCEL_REMARK));
        cancelled++;
      } catch (error) {
        // Paid or cancelled by someone else meanwhile: nothing to do.
        if (!isAppError(error)) throw error;
        skipped.add(id);
      }
    }
  }
}

/**
 * The scheduled run (`merchant orders auto-cancel`, from cron): every merchant's overdue unpaid
 * orders. Reads merchants a page at a time; each merchant's query uses (merchantId, autoCancelAt).
 * No user-log entry is written: no user acted. merchantIds limits the run to those merchants.
 */
export async function autoCancelOrders(base: BaseCtx, options: { merchantIds?: readonly string[] } = {}): Promise<TAutoCancelResult> {
  let cancelled = 0;
  let merchants = 0;
  let after: string | undefined;
  const only = options.merchantIds && { id: { in: [...options.merchantIds] } };
  for (;;) {
    const page = await base.db.merchant.findMany({
      select: { id: true, timeZone: true },
      orderBy: { id: 'asc' },
      take: 500,
      where: { ...only, ...(after && { AND: [{ id: { gt: after } }] }) },
    });
    if (page.length === 0) break;
    for (const merchant of page) {
      const n = await autoCancelMerchant(systemCtx(base, merchant));
      if (n > 0) merchants++;
      cancelled += n;
    }
    after = page[page.length - 1]!.id;
  }
  return { cancelled, merchants };
}
