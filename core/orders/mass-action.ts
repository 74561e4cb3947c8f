import { fromBigInt } from '../db/bigint.ts';
import type { Ctx } from '../shared/context.ts';
import { isAppError, notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { planMassAction } from './status.ts';
import { loadState, loadStates, stateOf, type StateRow } from './order-store.ts';
import { cancelOrder, completeOrder, confirmOrderPayment, payOrder } from './order-actions.ts';
import { ZMassActionInput, type TMassActionInput, type TMassActionResult } from './schema.ts';
import { msg } from '../shared/messages.ts';


type Result = TMassActionResult['results'][number];

/**
 * One action on many orders: the status machine plans it (planMassAction), then each order
 * allowed is changed in its own audited transaction, all of that order or none of it. Refused
 * and failed orders are listed with their reason and do not stop the rest. Results come in the
 * order of the ids given. Any id that is not this merchant's order refuses the call (not found).
 */
export async function massAction(ctx: Ctx, raw: TMassActionInput): Promise<TMassActionResult> {
  const input = ZMassActionInput.parse(raw);
  const ids = [...new Set(input.ids)];
  const states = await loadStates(ctx, ids);
  const plan = planMassAction(
    [...states.values()].map((row) => ({ id: row.id, state: stateOf(row) })),
    input.action,
  );
  // An id that is not one of this merchant's orders refuses the whole call, as elsewhere.
  if (ids.some((id) => !states.has(id))) throw notFound('order');
  const results = new Map<string, Result>();
  for (const { id, error } of plan.refused) {
    const row = states.get(id)!;
    results.set(id, { id, orderNo: row.orderNo, ok: false, status: row.status, code: error.code, reason: error.message });
  }
  const apply = async (tx: Ctx, row: StateRow) => {
    if (input.action === 'markPaid') {
      const { totalSen } = await tx.db.order.findUniqueOrThrow({ where: { merchantId_id: { merchantId: tx.merchantId, id: row.id } }, select: { totalSen: true } });
      await payOrder(tx, row, { method: input.method, bankName: '', accountNumber: '', transactionId: '', paidOn: tx.now(), amountSen: fromBigInt(totalSen), attachmentId: null });
    } else if (input.action === 'confirmPayment') await confirmOrderPayment(tx, row);
    else if (input.action === 'complete') await completeOrder(tx, row);
    else await cancelOrder(tx, row, input.remark);
  };
  for (const { id } of plan.changed) {
    const before = states.get(id)!;
    try {
      const after = await audited(ctx, { action: msg(`log.orders.${input.action}Mass`, { orderNo: before.orderNo }), category: 'order' }, async (tx) => {
        // Read again inside the transaction: another user may have changed it since the plan.
        const row = await loadState(tx, id);
        await apply(tx, row);
        return (await loadState(tx, id)).status;
      });
      results.set(id, { id, orderNo: before.orderNo, ok: true, status: after, code: null, reason: null });
    } catch (error) {
      if (!isAppError(error)) throw error;
      results.set(id, { id, orderNo: before.orderNo, ok: false, status: before.status, code: error.code, reason: error.message });
    }
  }
  const ordered = ids.map((id) => results.get(id)!);
  const succeeded = ordered.filter((r) => r.ok).length;
  return { action: input.action, succeeded, failed: ordered.length - succeeded, results: ordered };
}
