import { onServiceMerchants } from '../ai-chatbot/incoming.ts';
import { firstDelivery } from '../integrations/webhook-receipts.ts';
import { unseal } from '../platform/secret-box.ts';
import { withTransaction, type BaseCtx } from '../shared/context.ts';
import type { OutgoingMessage } from '../social/facebook/social-pages.ts';

/** A person's message to a page, as Facebook's webhook delivers it. */
export interface PageMessage {
  /** Facebook's id of the message: a replay carries the same one. */
  mid: string;
  pageId: string;
  psid: string;
  text: string;
  /** The question of the quick reply tapped, when one was. */
  quickReply: string;
  at: Date;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Applies a message to every merchant that connected the page, once per message id: the person
 * becomes (or stays) a subscriber of the page; with the chatbot on, a first message is answered
 * with the greeting and the quick replies to choose from, and a message equal to a quick reply's
 * question with its answer. The replies go out after the transaction that recorded the message
 * commits, so a replay (which changes nothing) sends nothing either. A merchant whose AI chatbot is
 * on service leaves the answer to it.
 */
export async function applyPageMessage(base: BaseCtx, event: PageMessage): Promise<{ applied: boolean; replies: number }> {
  // A page's id is Facebook's, so any merchant may have connected it: at most 2 pages each.
  const pages = await base.db.socialPage.findMany({ where: { id: event.pageId } });
  // A merchant whose AI chatbot is on service has it answer instead (core/ai-chatbot/incoming.ts).
  const aiAnswers = await onServiceMerchants(base, pages.map((p) => p.merchantId));
  const outgoing: { token: string; message: OutgoingMessage }[] = [];
  const applied = await withTransaction(base, async (tx) => {
    if (!(await firstDelivery(tx, 'facebook', `${event.pageId}:${event.mid}`))) return false;
    for (const page of pages) {
      const key = { merchantId_pageId_psid: { merchantId: page.merchantId, pageId: page.id, psid: event.psid } };
      const known = await tx.db.chatSubscriber.findUnique({ where: key, select: { psid: true } });
      await tx.db.chatSubscriber.upsert({
        where: key,
        create: { merchantId: page.merchantId, pageId: page.id, psid: event.psid, firstSeenAt: event.at, lastMessageAt: event.at },
        update: { lastMessageAt: event.at },
      });
      if (!page.chatbotOn || aiAnswers.has(page.merchantId)) continue;
      const replies = await tx.db.chatbotQuickReply.findMany({ where: { merchantId: page.merchantId, pageId: page.id }, orderBy: { position: 'asc' } });
      const token = unseal(page.accessToken, tx.env.secretKey);
      const matched = replies.find((r) => sameText(r.question, event.quickReply || event.text));
      if (matched) outgoing.push({ token, message: { to: event.psid, text: matched.answer, kind: 'reply' } });
      else if (!known && page.greeting) outgoing.push({ token, message: { to: event.psid, text: page.greeting, quickReplies: replies.map((r) => r.question), kind: 'reply' } });
    }
    return true;
  });
  const port = base.env.social?.facebook;
  let sent = 0;
  for (const { token, message } of outgoing) {
    // A reply that fails is not tried again: the person can write again, and the webhook has been applied.
    if (port && (await port.send(event.pageId, token, message).then(() => true, () => false))) sent++;
  }
  return { applied, replies: sent };
}
