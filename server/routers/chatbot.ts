import { broadcastRecipients, broadcasts, sendBroadcast } from '../../core/chatbot/broadcast.ts';
import { ZBroadcastInput, ZBroadcastListInput, ZBroadcastPage, ZBroadcastSent, ZChatbotInput, ZChatbots, ZRecipientPage, ZRecipientsInput } from '../../core/chatbot/schema.ts';
import { chatbots, saveChatbot } from '../../core/chatbot/settings.ts';
import { JOB_KINDS } from '../jobs/job-kinds.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('mychatbot', 'view');
const edit = moduleProcedure('mychatbot', 'edit');

/** /onesync/mychatbot and its broadcast-message/{page_id} (module mychatbot): each page's chatbot and broadcasts. */
export const chatbotRouter = router({
  pages: view.output(ZChatbots).query(({ ctx }) => chatbots(ctx.core)),
  save: edit.input(ZChatbotInput).output(ZChatbots).mutation(({ ctx, input }) => saveChatbot(ctx.core, input)),
  broadcast: edit.input(ZBroadcastInput).output(ZBroadcastSent).mutation(({ ctx, input }) => sendBroadcast(ctx.core, JOB_KINDS, input)),
  broadcasts: view.input(ZBroadcastListInput).output(ZBroadcastPage).query(({ ctx, input }) => broadcasts(ctx.core, input)),
  recipients: view.input(ZRecipientsInput).output(ZRecipientPage).query(({ ctx, input }) => broadcastRecipients(ctx.core, input)),
});
