import type { FastifyInstance } from 'fastify';
import { trackingWebhookSecret } from '../../core/parcels/tracking/settings.ts';
import { applyTrackingWebhook } from '../../core/parcels/tracking/webhook.ts';
import { baseContext } from '../../core/shared/context.ts';
import { trackedOf, type WireTracking } from '../integrations/parcel-tracking/parcel-tracking-http.ts';
import { SIGNATURE_HEADER, validSignature } from '../integrations/parcel-tracking/parcel-tracking-signature.ts';
import type { Runtime } from '../runtime.ts';
import { requestInfo } from './request-info.ts';

interface UpdateBody {
  event_id?: unknown;
  tracking?: WireTracking;
}

/**
 * The parcel tracking service's updates, one address per merchant (registered when its key is
 * saved): the raw body signed with the merchant's webhook secret (parcel-tracking-signature.ts);
 * anything else gets 401 and changes nothing. Applying is idempotent by event id, so a replay
 * answers 200 and changes nothing.
 */
export async function registerParcelTrackingWebhooks(app: FastifyInstance, runtime: Runtime): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the body as sent: it is read as text and parsed only once verified.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.post<{ Params: { merchantId: string }; Body: string }>('/api/webhooks/parcel-tracking/:merchantId', async (req, reply) => {
      const base = baseContext(runtime.database, runtime.env, requestInfo(req));
      const secret = await trackingWebhookSecret(base, req.params.merchantId).catch(() => null);
      const signature = req.headers[SIGNATURE_HEADER];
      if (!secret || typeof req.body !== 'string' || !validSignature(secret, req.body, typeof signature === 'string' ? signature : undefined)) {
        return reply.code(401).send({ error: 'invalid signature' });
      }
      let body: UpdateBody;
      try {
        body = JSON.parse(req.body) as UpdateBody;
      } catch {
        return reply.code(400).send({ error: 'not JSON' });
      }
      const t = body.tracking;
      if (typeof body.event_id !== 'string' || !body.event_id || !t || typeof t.tracking_number !== 'string' || typeof t.courier !== 'string') return reply.code(400).send({ error: 'not a tracking update' });
      return { result: await applyTrackingWebhook(base, req.params.merchantId, body.event_id, trackedOf(t)) };
    });
  });
}
