import { z } from 'zod';
import { listOrders } from '../../core/orders/order-list.ts';
import { getOrder } from '../../core/orders/order-detail.ts';
import { cancel, complete, confirmPayment, markPaid, markShipped, quoteShipping, refund } from '../../core/orders/order-actions.ts';
import { massAction } from '../../core/orders/mass-action.ts';
import { ZOrderHit, findOrders } from '../../core/orders/order-find.ts';
import { ZQuickFindInput } from '../../core/shared/quick-find.ts';
import {
  ZCancelInput,
  ZMarkPaidInput,
  ZMarkShippedInput,
  ZMassActionInput,
  ZMassActionResult,
  ZOrderDetail,
  ZOrderIdInput,
  ZOrderListInput,
  ZOrderPage,
  ZQuoteShippingInput,
  ZRefundInput,
} from '../../core/orders/schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('order', 'view');
const edit = moduleProcedure('order', 'edit');

export const ordersRouter = router({
  list: view.input(ZOrderListInput).output(ZOrderPage).query(({ ctx, input }) => listOrders(ctx.core, input)),
  find: view.input(ZQuickFindInput).output(z.array(ZOrderHit)).query(({ ctx, input }) => findOrders(ctx.core, input)),
  get: view.input(ZOrderIdInput).output(ZOrderDetail).query(({ ctx, input }) => getOrder(ctx.core, input.id)),
  markPaid: edit.input(ZMarkPaidInput).output(ZOrderDetail).mutation(({ ctx, input }) => markPaid(ctx.core, input)),
  confirmPayment: edit.input(ZOrderIdInput).output(ZOrderDetail).mutation(({ ctx, input }) => confirmPayment(ctx.core, input.id)),
  quoteShipping: edit.input(ZQuoteShippingInput).output(ZOrderDetail).mutation(({ ctx, input }) => quoteShipping(ctx.core, input)),
  markShipped: edit.input(ZMarkShippedInput).output(ZOrderDetail).mutation(({ ctx, input }) => markShipped(ctx.core, input)),
  complete: edit.input(ZOrderIdInput).output(ZOrderDetail).mutation(({ ctx, input }) => complete(ctx.core, input.id)),
  cancel: edit.input(ZCancelInput).output(ZOrderDetail).mutation(({ ctx, input }) => cancel(ctx.core, input)),
  refund: edit.input(ZRefundInput).output(ZOrderDetail).mutation(({ ctx, input }) => refund(ctx.core, input)),
  mass: edit.input(ZMassActionInput).output(ZMassActionResult).mutation(({ ctx, input }) => massAction(ctx.core, input)),
});
