import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { applyChatbotMessage } from '../../core/ai-chatbot/incoming.ts';
import { applyPageMessage, type PageMessage } from '../../core/chatbot/incoming.ts';
import { firstDelivery } from '../../core/integrations/webhook-receipts.ts';
import { applyLiveComment } from '../../core/live-commerce/apply-comment.ts';
import { baseContext } from '../../core/shared/context.ts';
import type { Runtime } from '../runtime.ts';
import { commentsOf, type FeedEntry } from './facebook-comments.ts';
import { requestInfo } from './request-info.ts';
import { whatsappMessagesOf, type WhatsappEntry } from './whatsapp-messages.ts';

interface WebhookEvent {
  object?: string;
  entry?: (FeedEntry & WhatsappEntry & { messaging?: { sender?: { id?: string }; timestamp?: number; message?: { mid?: string; text?: string; is_echo?: boolean; quick_reply?: { payload?: string } } }[] })[];
}

/** X-Hub-Signature-256: 'sha256=' and the HMAC-SHA256 of the raw body under the app's secret. */
function genuine(secret: string, raw: string, header: unknown): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  const given = Buffer.from(header.slice(7), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The people's messages an event carries (the page's own echoes left out). */
function messagesOf(event: WebhookEvent): PageMessage[] {
  if (event.object !== 'page') return [];
  return (event.entry ?? []).flatMap((entry) =>
    (entry.messaging ?? [])
      .filter((m) => m.message?.mid && !m.message.is_echo && m.sender?.id && entry.id)
      .map((m) => ({ mid: m.message!.mid!, pageId: String(entry.id), psid: String(m.sender!.id), text: String(m.message!.text ?? ''), quickReply: String(m.message!.quick_reply?.payload ?? ''), at: new Date(Number(m.timestamp ?? Date.now())) })),
  );
}

/**
 * Facebook's webhook for the app (docs/social-sync.md): GET answers the subscription handshake
 * (hub.challenge echoed for the right verify token, else 403); POST takes the pages' messages and
 * the comments on their posts (live commerce, core/live-commerce/apply-comment.ts) and the WhatsApp
 * business numbers' messages (the AI chatbot, core/ai-chatbot/incoming.ts), signed with
 * the app's secret over the raw body (X-Hub-Signature-256), anything else 401 and nothing changed. Each message and comment is applied once by its id (core/chatbot/incoming.ts).
 */
export async function registerFacebookWebhooks(app: FastifyInstance, runtime: Runtime): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.get<{ Querystring: Record<string, string> }>('/api/webhooks/facebook', (req, reply) => {
      const webhook = runtime.env.social?.facebookWebhook;
      const q = req.query;
      if (!webhook || q['hub.mode'] !== 'subscribe' || q['hub.verify_token'] !== webhook.verifyToken) return reply.code(403).send({ error: 'verify token mismatch' });
      return reply.type('text/plain').send(q['hub.challenge'] ?? '');
    });
    scope.post<{ Body: string }>('/api/webhooks/facebook', async (req, reply) => {
      const webhook = runtime.env.social?.facebookWebhook;
      if (!webhook || typeof req.body !== 'string' || !genuine(webhook.appSecret, req.body, req.headers['x-hub-signature-256'])) return reply.code(401).send({ error: 'invalid signature' });
      let event: WebhookEvent;
      try {
        event = JSON.parse(req.body) as WebhookEvent;
      } catch {
        return reply.code(400).send({ error: 'not JSON' });
      }
      const base = baseContext(runtime.database, runtime.env, requestInfo(req));
      let applied = 0;
      for (const message of messagesOf(event)) {
        if (!(await applyPageMessage(base, message)).applied) continue;
        applied++;
        await applyChatbotMessage(base, { channel: 'messenger', to: message.pageId, customer: message.psid, text: message.quickReply || message.text, at: message.at });
      }
      for (const { id, message } of whatsappMessagesOf(event.object, event.entry ?? [])) {
        if (!(await firstDelivery(base, 'whatsapp', id))) continue;
        applied++;
        await applyChatbotMessage(base, message);
      }
      for (const comment of commentsOf(event.object, event.entry ?? [])) if ((await applyLiveComment(base, comment)).applied) applied++;
      return { applied };
    });
  });
}
