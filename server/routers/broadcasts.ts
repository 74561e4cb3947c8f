import { createBroadcast, deleteBroadcast, updateBroadcast } from '../../core/broadcasts/drafts.ts';
import { getBroadcast, listBroadcasts } from '../../core/broadcasts/list.ts';
import { listVoucherOptions, searchRecipients } from '../../core/broadcasts/options.ts';
import {
  ZBroadcast,
  ZBroadcastIdInput,
  ZBroadcastInput,
  ZBroadcastListInput,
  ZBroadcastPage,
  ZRecipientOptions,
  ZRecipientSearchInput,
  ZSendResult,
  ZUpdateBroadcastInput,
  ZVoucherOptions,
} from '../../core/broadcasts/schema.ts';
import { sendBroadcast } from '../../core/broadcasts/send.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('my_sales', 'view');
const edit = moduleProcedure('my_sales', 'edit');

/** Batch broadcasts (/mysales/marketing-tools/broadcast-management): drafts, and the send to at most 30 members. */
export const broadcastsRouter = router({
  list: view.input(ZBroadcastListInput).output(ZBroadcastPage).query(({ ctx, input }) => listBroadcasts(ctx.core, input)),
  get: view.input(ZBroadcastIdInput).output(ZBroadcast).query(({ ctx, input }) => getBroadcast(ctx.core, input)),
  members: view.input(ZRecipientSearchInput).output(ZRecipientOptions).query(({ ctx, input }) => searchRecipients(ctx.core, input)),
  voucherOptions: view.output(ZVoucherOptions).query(({ ctx }) => listVoucherOptions(ctx.core)),
  create: edit.input(ZBroadcastInput).output(ZBroadcast).mutation(({ ctx, input }) => createBroadcast(ctx.core, input)),
  update: edit.input(ZUpdateBroadcastInput).output(ZBroadcast).mutation(({ ctx, input }) => updateBroadcast(ctx.core, input)),
  delete: edit.input(ZBroadcastIdInput).output(ZBroadcastIdInput).mutation(async ({ ctx, input }) => ({ id: (await deleteBroadcast(ctx.core, input)).id })),
  send: edit.input(ZBroadcastIdInput).output(ZSendResult).mutation(({ ctx, input }) => sendBroadcast(ctx.core, input)),
});
