import { addRfqReply, closeRfqRequest, createRfqRequest, getRfqRequest, listRfqRequests } from '../../core/rfq/requests.ts';
import { ZRfqIdInput, ZRfqListInput, ZRfqPage, ZRfqReply, ZRfqReplyInput, ZRfqRequest, ZRfqRequestInput } from '../../core/rfq/schema.ts';
import { router, signedInProcedure } from '../trpc.ts';

/** The request-for-quotation board (/rfq-system): a login-only utility of platform.md, no module key, so every signed-in user of the merchant. */
export const rfqRouter = router({
  list: signedInProcedure.input(ZRfqListInput).output(ZRfqPage).query(({ ctx, input }) => listRfqRequests(ctx.core, input)),
  get: signedInProcedure.input(ZRfqIdInput).output(ZRfqRequest).query(({ ctx, input }) => getRfqRequest(ctx.core, input.id)),
  create: signedInProcedure.input(ZRfqRequestInput).output(ZRfqRequest).mutation(({ ctx, input }) => createRfqRequest(ctx.core, input)),
  addReply: signedInProcedure.input(ZRfqReplyInput).output(ZRfqReply).mutation(({ ctx, input }) => addRfqReply(ctx.core, input)),
  close: signedInProcedure.input(ZRfqIdInput).output(ZRfqRequest).mutation(({ ctx, input }) => closeRfqRequest(ctx.core, input.id)),
});
