import type { FastifyInstance } from 'fastify';
import { MARKETPLACE_PLATFORMS, type MarketplacePlatform } from '../../core/marketplaces/port.ts';
import { applyPushedOrder, type PushedOrder } from '../../core/marketplaces/webhooks.ts';
import { baseContext } from '../../core/shared/context.ts';
import type { Runtime } from '../runtime.ts';
import { requestInfo } from './request-info.ts';

type Json = Record<string, unknown>;

/** The order change a push names: Shopee's order status push (code 3), Lazada's trade order message (type 0). */
function pushedOrder(platform: MarketplacePlatform, body: Json): PushedOrder | null {
  const data = (body.data ?? {}) as Json;
  if (platform === 'shopee') {
    if (body.code !== 3 || !data.ordersn) return null;
    return { platform, shopId: String(body.shop_id), orderSn: String(data.ordersn), eventId: `${String(data.ordersn)}:${String(data.status)}:${String(data.update_time)}` };
  }
  if (body.message_type !== 0 || !data.trade_order_id) return null;
  return { platform, shopId: String(body.seller_id), orderSn: String(data.trade_order_id), eventId: `${String(data.trade_order_id)}:${String(data.order_status)}:${String(data.status_update_time)}` };
}

/**
 * The marketplaces' pushes at /api/webhooks/shopee and /api/webhooks/lazada: the raw body's
 * signature (the Authorization header) checked by the platform's adapter, over the address the
 * push was registered at (PUBLIC_URL); a forged one gets 401 and changes nothing. Applying is
 * idempotent (core/marketplaces/webhooks.ts): a replay answers 200 and changes nothing.
 */
export async function registerMarketplaceWebhooks(app: FastifyInstance, runtime: Runtime): Promise<void> {
  await app.register(async (scoped) => {
    // The signature covers the body's bytes as sent: it is read as text, never re-serialised.
    scoped.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    for (const platform of MARKETPLACE_PLATFORMS) {
      const path = `/api/webhooks/${platform}`;
      scoped.post(path, async (req, reply) => {
        const market = runtime.env.marketplaces?.[platform];
        const raw = typeof req.body === 'string' ? req.body : '';
        const signature = String(req.headers.authorization ?? '');
        if (!market || !signature || !(await market.verifyPush(raw, signature, `${runtime.env.publicUrl}${path}`))) return reply.code(401).send({ error: 'invalid signature' });
        let body: Json;
        try {
          body = JSON.parse(raw) as Json;
        } catch {
          return reply.code(400).send({ error: 'not JSON' });
        }
        const push = pushedOrder(platform, body);
        // Other pushes (product changes, ...) reach us with the next sync.
        if (!push) return { result: 'ignored' };
        return { result: await applyPushedOrder(baseContext(runtime.database, runtime.env, requestInfo(req)), push) };
      });
    }
  });
}
