import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordClick, recordOpen, unsubscribe, type TrackingRequest } from '../../core/email-marketing/tracking.ts';
import { baseContext } from '../../core/shared/context.ts';
import { english } from '../../core/shared/english.ts';
import { msg } from '../../core/shared/messages.ts';
import type { Runtime } from '../runtime.ts';
import { requestInfo } from './request-info.ts';

/** A transparent 1x1 GIF: what the open pixel answers, whatever happened. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const page = (reply: FastifyReply, status: number, key: string) =>
  reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(`<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${english(msg(key))}</title></head><body><p>${english(msg(key))}</p></body></html>`);

/**
 * The public links of a campaign message (core/email-marketing/tracking.ts): unsubscribe (GET
 * from the message, POST from a mail client's one-click List-Unsubscribe), the open pixel and
 * the click redirect. No session: each link is signed for its recipient; each address is rate limited.
 */
export function registerEmailLinks(app: FastifyInstance, runtime: Runtime): void {
  const of = (req: FastifyRequest): TrackingRequest => {
    const { merchantId, recipientId } = req.params as { merchantId: string; recipientId: string };
    const { t } = req.query as { t?: unknown };
    return { merchantId, recipientId, token: typeof t === 'string' ? t : '', ip: requestInfo(req).ip };
  };
  const ctx = (req: FastifyRequest) => baseContext(runtime.database, runtime.env, requestInfo(req));

  const unsubscribed = async (req: FastifyRequest, reply: FastifyReply) =>
    (await unsubscribe(ctx(req), of(req))) ? page(reply, 200, 'emailMarketing.public.unsubscribed') : page(reply, 404, 'emailMarketing.public.badLink');
  app.get('/api/email/unsubscribe/:merchantId/:recipientId', { exposeHeadRoute: false }, unsubscribed);
  app.post('/api/email/unsubscribe/:merchantId/:recipientId', unsubscribed);

  app.get('/api/email/open/:merchantId/:recipientId', { exposeHeadRoute: false }, async (req, reply) => {
    await recordOpen(ctx(req), of(req));
    return reply.header('Content-Type', 'image/gif').header('Cache-Control', 'no-store').send(PIXEL);
  });

  app.get('/api/email/click/:merchantId/:recipientId', { exposeHeadRoute: false }, async (req, reply) => {
    const { u } = req.query as { u?: unknown };
    const target = typeof u === 'string' ? await recordClick(ctx(req), of(req), u) : null;
    return target ? reply.header('Cache-Control', 'no-store').redirect(target, 302) : page(reply, 404, 'emailMarketing.public.badLink');
  });
}
