import { z } from 'zod';
import { createPushMessage } from '../../core/app/push-messages.ts';
import { cancelPushMessage, listPushMessages, setPushVisibility } from '../../core/app/push-history.ts';
import { ZPushHistory, ZPushHistoryInput, ZPushMessageId, ZPushMessageInput, ZPushMessageRef, ZPushVisibilityInput } from '../../core/app/schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('app', 'view');
const edit = moduleProcedure('app', 'edit');
const ZComposed = z.object({ id: z.string(), sendAt: z.date() });

/** /app/push-message (module app): compose (send now or schedule), the history with show/hide, cancel a scheduled one. */
export const pushMessagesRouter = router({
  send: edit.input(ZPushMessageInput).output(ZComposed).mutation(({ ctx, input }) => createPushMessage(ctx.core, input)),
  history: view.input(ZPushHistoryInput).output(ZPushHistory).query(({ ctx, input }) => listPushMessages(ctx.core, input)),
  setVisibility: edit.input(ZPushVisibilityInput).output(ZPushMessageRef).mutation(({ ctx, input }) => setPushVisibility(ctx.core, input)),
  cancel: edit.input(ZPushMessageId).output(ZPushMessageRef).mutation(({ ctx, input }) => cancelPushMessage(ctx.core, input)),
});
