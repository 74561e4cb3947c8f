import { getQuotation, listQuotations, replyQuotation } from '../../core/orders/quotations.ts';
import { ZOrderDetail, ZOrderIdInput, ZQuotationListInput, ZQuotationPage, ZReplyQuotationInput } from '../../core/orders/schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('quotation', 'view');
const edit = moduleProcedure('quotation', 'edit');

export const quotationsRouter = router({
  list: view.input(ZQuotationListInput).output(ZQuotationPage).query(({ ctx, input }) => listQuotations(ctx.core, input)),
  get: view.input(ZOrderIdInput).output(ZOrderDetail).query(({ ctx, input }) => getQuotation(ctx.core, input.id)),
  reply: edit.input(ZReplyQuotationInput).output(ZOrderDetail).mutation(({ ctx, input }) => replyQuotation(ctx.core, input)),
});
