import {
  ZSubscriberListInput,
  ZSubscriberPage,
  ZSubscriberSummary,
  ZWebPushInput,
  ZWebPushPage,
  ZWebPushSent,
  ZWebPushSettings,
} from '../../core/web-push/schema.ts';
import { ZPageInput } from '../../core/shared/pagination.ts';
import { sendWebPush, webPushHistory, webPushSettings } from '../../core/web-push/send.ts';
import { listSubscribers, subscriberSummary } from '../../core/web-push/subscribers.ts';
import { JOB_KINDS } from '../jobs/job-kinds.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('tools', 'view');
const edit = moduleProcedure('tools', 'edit');

/** /tools/web-push-notification (module tools): the public key, subscribers by device and status, a send, and the sends' history. */
export const webPushRouter = router({
  settings: view.output(ZWebPushSettings).query(({ ctx }) => webPushSettings(ctx.core)),
  summary: view.output(ZSubscriberSummary).query(({ ctx }) => subscriberSummary(ctx.core)),
  subscribers: view.input(ZSubscriberListInput).output(ZSubscriberPage).query(({ ctx, input }) => listSubscribers(ctx.core, input)),
  send: edit.input(ZWebPushInput).output(ZWebPushSent).mutation(({ ctx, input }) => sendWebPush(ctx.core, JOB_KINDS, input)),
  history: view.input(ZPageInput).output(ZWebPushPage).query(({ ctx, input }) => webPushHistory(ctx.core, input)),
});
