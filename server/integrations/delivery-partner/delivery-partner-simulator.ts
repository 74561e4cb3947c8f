import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DELIVERY_STATUSES, VEHICLES, type TDeliveryStatus } from '../../../core/delivery-partner/constants.ts';
import { canMove } from '../../../core/delivery-partner/delivery-status.ts';
import type { SimulatorMount } from '../simulator-host.ts';
import { parseAuthorization, sameSignature, signWebhook, signature } from './signature.ts';
import { SIMULATED_REQUESTS, inServiceArea, money, simulatedPrice, type Point } from './simulator-pricing.ts';

export const DELIVERY_PARTNER_PREFIX = '/delivery-partner';

/** An API key the simulator refuses (401), as the provider refuses a revoked or mistyped key. */
export const INVALID_KEY = 'pk_test_invalid';
/** The simulator's secret of a key: "pk_..." has the secret "sk_..."; any other secret signs wrongly. */
export const simulatedSecret = (apiKey: string) => apiKey.replace(/^pk_/, 'sk_');
/** How long a quotation may be ordered from, as the provider's. */
const QUOTE_LIFETIME_MS = 5 * 60_000;
/** Signed requests older or newer than this are refused. */
const CLOCK_SKEW_MS = 5 * 60_000;
const MAX_STOPS = 16;

interface Quotation {
  apiKey: string;
  id: string;
  expiresAt: number;
  stopIds: string[];
  total: number;
  used: boolean;
}
interface Order {
  apiKey: string;
  id: string;
  status: TDeliveryStatus;
  driverId: string;
  total: number;
  /** Every webhook sent for it, so a control call can deliver them again. */
  events: { eventId: string; eventType: string; data: unknown }[];
}

/** The simulated drivers; an order's driver is picked by its number. */
const DRIVERS = [
  { driverId: '80001', name: 'Ahmad Faiz', phone: '+60123450001', plateNumber: 'WXY 1234' },
  { driverId: '80002', name: 'Lim Wei Jie', phone: '+60123450002', plateNumber: 'JQB 5678' },
  { driverId: '80003', name: 'Muthu Kumar', phone: '+60123450003', plateNumber: 'PKA 9012' },
];

const state = {
  webhooks: new Map<string, string>(),
  quotations: new Map<string, Quotation>(),
  orders: new Map<string, Order>(),
  next: 1,
  /** The timeout switch: every API answer waits this long. */
  delayMs: 0,
};

const fail = (reply: FastifyReply, status: number, id: string, message: string) => reply.code(status).send({ errors: [{ id, message }] });
const nextId = (digits: number) => String(state.next++).padStart(digits, '0');

/** The account of a signed request (its key), or an answer already sent refusing it. */
function account(req: FastifyRequest, reply: FastifyReply): string | null {
  const auth = parseAuthorization(req.headers.authorization);
  const path = req.url.slice(req.url.indexOf('/v3/'));
  const body = typeof req.body === 'string' ? req.body : '';
  if (!auth || auth.key === INVALID_KEY) return void fail(reply, 401, 'ERR_UNAUTHORIZED', 'Unauthorized'), null;
  if (Math.abs(Date.now() - Number(auth.timestamp)) > CLOCK_SKEW_MS) return void fail(reply, 401, 'ERR_UNAUTHORIZED', 'Request expired'), null;
  if (!sameSignature(auth.signature, signature(simulatedSecret(auth.key), auth.timestamp, req.method, path, body))) return void fail(reply, 401, 'ERR_UNAUTHORIZED', 'Invalid signature'), null;
  if (req.headers.market !== 'MY') return void fail(reply, 422, 'ERR_INVALID_MARKET', 'Unknown market'), null;
  return auth.key;
}

const dataOf = (req: FastifyRequest): Record<string, unknown> => {
  try {
    return ((JSON.parse(String(req.body)) as { data?: Record<string, unknown> }).data ?? {}) as Record<string, unknown>;
  } catch {
    return {};
  }
};

const orderAnswer = (o: Order) => ({ orderId: o.id, status: o.status, shareLink: `https://share.example/${o.id}`, driverId: o.driverId, priceBreakdown: { total: money(o.total), currency: 'MYR' } });

/** Sends an event to the account's webhook address, signed with its secret; the address's answer status, or 0. */
async function deliver(order: Order, event: Order['events'][number]): Promise<number> {
  const url = state.webhooks.get(order.apiKey);
  if (!url) return 0;
  const body = signWebhook(order.apiKey, simulatedSecret(order.apiKey), new URL(url).pathname, event);
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
    return response.status;
  } catch {
    return 0;
  }
}

/** Moves an order and emits its webhooks: the driver when one is first assigned, then the status. */
function move(order: Order, status: TDeliveryStatus): Order['events'] {
  const events: Order['events'] = [];
  const updatedAt = new Date().toISOString();
  if (status === 'ON_GOING' && !order.driverId) {
    const driver = DRIVERS[Number(order.id) % DRIVERS.length]!;
    order.driverId = driver.driverId;
    events.push({ eventId: `EVT${nextId(12)}`, eventType: 'DRIVER_ASSIGNED', data: { driver, order: { orderId: order.id }, updatedAt } });
  }
  const previousStatus = order.status;
  order.status = status;
  events.push({ eventId: `EVT${nextId(12)}`, eventType: 'ORDER_STATUS_CHANGED', data: { order: { orderId: order.id, status, previousStatus }, updatedAt } });
  order.events.push(...events);
  return events;
}

/**
 * The delivery partner's API v3 as a simulator (docs/integrations.md): signed requests only, a
 * deterministic tariff (simulator-pricing.ts), quotations valid 5 minutes, orders that move
 * only by the control endpoint, and signed webhooks to the address each key registered.
 * Control: POST /_control/orders/:id/status {status}, POST /_control/orders/:id/redeliver,
 * POST /_control/timeout {ms}; the key pk_test_invalid is refused.
 */
export const deliveryPartnerSimulator: SimulatorMount = {
  prefix: DELIVERY_PARTNER_PREFIX,
  register(app: FastifyInstance) {
    app.addHook('preHandler', async (req) => {
      if (state.delayMs > 0 && req.url.includes('/v3/')) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    });

    app.patch('/v3/webhook', (req, reply) => {
      const key = account(req, reply);
      if (!key) return reply;
      const url = dataOf(req).url;
      if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return fail(reply, 422, 'ERR_INVALID_FIELD', 'url');
      state.webhooks.set(key, url);
      return { data: { url } };
    });

    app.post('/v3/quotations', (req, reply) => {
      const key = account(req, reply);
      if (!key) return reply;
      const data = dataOf(req);
      const vehicle = String(data.serviceType ?? '');
      const requests = Array.isArray(data.specialRequests) ? data.specialRequests.map(String) : [];
      const rawStops = Array.isArray(data.stops) ? (data.stops as { coordinates?: { lat?: string; lng?: string }; address?: string }[]) : [];
      if (!(VEHICLES as readonly string[]).includes(vehicle)) return fail(reply, 422, 'ERR_INVALID_SERVICE_TYPE', 'serviceType');
      if (requests.some((r) => !SIMULATED_REQUESTS.includes(r))) return fail(reply, 422, 'ERR_INVALID_SPECIAL_REQUEST', 'specialRequests');
      if (rawStops.length < 2 || rawStops.length > MAX_STOPS) return fail(reply, 422, 'ERR_INVALID_STOPS', 'stops');
      const stops: Point[] = rawStops.map((s) => ({ lat: Number(s.coordinates?.lat), lng: Number(s.coordinates?.lng) }));
      if (stops.some((p) => !Number.isFinite(p.lat) || !Number.isFinite(p.lng))) return fail(reply, 422, 'ERR_INVALID_FIELD', 'coordinates');
      if (!stops.every(inServiceArea)) return fail(reply, 422, 'ERR_OUT_OF_SERVICE_AREA', 'stops');
      const scheduleAt = typeof data.scheduleAt === 'string' ? data.scheduleAt : undefined;
      const price = simulatedPrice(vehicle, requests, stops, scheduleAt);
      const quotation: Quotation = { apiKey: key, id: nextId(19), expiresAt: Date.now() + QUOTE_LIFETIME_MS, stopIds: rawStops.map(() => nextId(19)), total: price.total, used: false };
      state.quotations.set(quotation.id, quotation);
      return {
        data: {
          quotationId: quotation.id,
          scheduleAt: scheduleAt ?? new Date().toISOString(),
          expiresAt: new Date(quotation.expiresAt).toISOString(),
          serviceType: vehicle,
          specialRequests: requests,
          language: 'en_MY',
          stops: rawStops.map((s, i) => ({ stopId: quotation.stopIds[i], coordinates: s.coordinates, address: s.address })),
          isRouteOptimized: false,
          priceBreakdown: {
            base: money(price.base),
            extraMileage: money(price.extraMileage),
            specialRequests: money(price.specialRequests),
            multiStopSurcharge: money(price.multiStopSurcharge),
            surcharge: money(price.surcharge),
            totalExcludePriorityFee: money(price.total),
            total: money(price.total),
            currency: 'MYR',
          },
          distance: { value: String(price.distanceM), unit: 'm' },
        },
      };
    });

    app.post('/v3/orders', (req, reply) => {
      const key = account(req, reply);
      if (!key) return reply;
      const data = dataOf(req);
      const quotation = state.quotations.get(String(data.quotationId ?? ''));
      if (!quotation || quotation.apiKey !== key) return fail(reply, 422, 'ERR_INVALID_QUOTATION_ID', 'quotationId');
      if (quotation.used || quotation.expiresAt < Date.now()) return fail(reply, 422, 'ERR_QUOTATION_EXPIRED', 'quotationId');
      const sender = data.sender as { stopId?: string; phone?: string } | undefined;
      const recipients = Array.isArray(data.recipients) ? (data.recipients as { stopId?: string; phone?: string }[]) : [];
      const stopIds = [sender?.stopId, ...recipients.map((r) => r.stopId)];
      if (stopIds.join() !== quotation.stopIds.join()) return fail(reply, 422, 'ERR_INVALID_FIELD', 'stopId');
      if ([sender, ...recipients].some((p) => !/^\+\d{8,15}$/.test(String(p?.phone ?? '')))) return fail(reply, 422, 'ERR_INVALID_PHONE_NUMBER', 'phone');
      quotation.used = true;
      const order: Order = { apiKey: key, id: nextId(19), status: 'ASSIGNING_DRIVER', driverId: '', total: quotation.total, events: [] };
      state.orders.set(order.id, order);
      return reply.code(201).send({ data: { ...orderAnswer(order), quotationId: quotation.id } });
    });

    const ownOrder = (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply): Order | null => {
      const key = account(req, reply);
      if (!key) return null;
      const order = state.orders.get(req.params.id);
      if (!order || order.apiKey !== key) return void fail(reply, 404, 'ERR_ORDER_NOT_FOUND', 'orderId'), null;
      return order;
    };

    app.get<{ Params: { id: string } }>('/v3/orders/:id', (req, reply) => {
      const order = ownOrder(req, reply);
      return order ? { data: orderAnswer(order) } : reply;
    });

    app.get<{ Params: { id: string; driverId: string } }>('/v3/orders/:id/drivers/:driverId', (req, reply) => {
      const order = ownOrder(req, reply);
      if (!order) return reply;
      const driver = DRIVERS.find((d) => d.driverId === req.params.driverId && d.driverId === order.driverId);
      return driver ? { data: driver } : fail(reply, 404, 'ERR_DRIVER_NOT_FOUND', 'driverId');
    });

    app.delete<{ Params: { id: string } }>('/v3/orders/:id', async (req, reply) => {
      const order = ownOrder(req, reply);
      if (!order) return reply;
      if (order.status !== 'ASSIGNING_DRIVER' && order.status !== 'ON_GOING') return fail(reply, 422, 'ERR_CANCELLATION_FORBIDDEN', 'status');
      for (const event of move(order, 'CANCELED')) await deliver(order, event);
      return reply.code(204).send();
    });

    // Control: what tests and a developer use to drive an order, as drivers would.
    app.post<{ Params: { id: string } }>('/_control/orders/:id/status', async (req, reply) => {
      const order = state.orders.get(req.params.id);
      const status = String((JSON.parse(String(req.body || '{}')) as { status?: string }).status ?? '');
      if (!order) return reply.code(404).send({ error: 'no such order' });
      if (!(DELIVERY_STATUSES as readonly string[]).includes(status) || !canMove(order.status, status as TDeliveryStatus)) return reply.code(409).send({ error: `cannot move from ${order.status} to ${status}` });
      const delivered = [];
      for (const event of move(order, status as TDeliveryStatus)) delivered.push({ eventId: event.eventId, status: await deliver(order, event) });
      return { orderId: order.id, status: order.status, delivered };
    });

    app.post<{ Params: { id: string } }>('/_control/orders/:id/redeliver', async (req, reply) => {
      const order = state.orders.get(req.params.id);
      if (!order) return reply.code(404).send({ error: 'no such order' });
      const delivered = [];
      for (const event of order.events) delivered.push({ eventId: event.eventId, status: await deliver(order, event) });
      return { orderId: order.id, delivered };
    });

    app.post('/_control/timeout', (req) => {
      state.delayMs = Math.max(0, Number((JSON.parse(String(req.body || '{}')) as { ms?: number }).ms ?? 0));
      return { delayMs: state.delayMs };
    });
  },
};
