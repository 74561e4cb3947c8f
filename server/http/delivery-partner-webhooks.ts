import type { FastifyInstance } from 'fastify';
import { credentialsOf } from '../../core/delivery-partner/account.ts';
import { applyPartnerEvent, type PartnerEvent } from '../../core/delivery-partner/events.ts';
import type { PartnerDriver } from '../../core/delivery-partner/port.ts';
import { baseContext } from '../../core/shared/context.ts';
import { webhookGenuine, type WebhookBody } from '../integrations/delivery-partner/signature.ts';
import type { Runtime } from '../runtime.ts';
import { requestInfo } from './request-info.ts';

interface EventData {
  order?: { orderId?: string; status?: string };
  driver?: Partial<PartnerDriver>;
}

/** The provider's event as the product reads it: the order, its new status, the driver assigned. */
function eventOf(body: WebhookBody): PartnerEvent | null {
  const data = (body.data ?? {}) as EventData;
  const orderId = data.order?.orderId;
  if (typeof body.eventId !== 'string' || !body.eventId || typeof orderId !== 'string') return null;
  const d = data.driver;
  return {
    eventId: body.eventId,
    eventType: String(body.eventType ?? ''),
    orderId,
    ...(body.eventType === 'ORDER_STATUS_CHANGED' && typeof data.order?.status === 'string' && { status: data.order.status }),
    ...(body.eventType === 'DRIVER_ASSIGNED' && d && { driver: { driverId: String(d.driverId ?? ''), name: String(d.name ?? ''), phone: String(d.phone ?? ''), plateNumber: String(d.plateNumber ?? '') } }),
  };
}

/**
 * The delivery partner's webhooks, one address per merchant (registered when its keys are
 * saved): signed with the merchant's secret over this path (signature.ts); anything else gets
 * 401 and changes nothing. Applying is idempotent (core/delivery-partner/events.ts), so a
 * replayed event answers 200 and changes nothing.
 */
export function registerDeliveryPartnerWebhooks(app: FastifyInstance, runtime: Runtime): void {
  app.post<{ Params: { merchantId: string } }>('/api/webhooks/delivery-partner/:merchantId', async (req, reply) => {
    const base = baseContext(runtime.database, runtime.env, requestInfo(req));
    const { merchantId } = req.params;
    const body = (req.body ?? {}) as WebhookBody;
    const account = await credentialsOf({ ...base, merchantId }).catch(() => null);
    const path = req.url.split('?')[0]!;
    if (!account || !webhookGenuine(body, account.apiKey, account.secret, path)) return reply.code(401).send({ error: 'invalid signature' });
    const event = eventOf(body);
    if (!event) return reply.code(400).send({ error: 'not an order event' });
    const result = await applyPartnerEvent(base, merchantId, event);
    // 404 for an order not known (yet): the provider delivers the event again later.
    return reply.code(result === 'unknownOrder' ? 404 : 200).send({ result });
  });
}
