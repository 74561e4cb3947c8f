import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatorMount } from '../simulator-host.ts';
import { SIGNATURE_HEADER, signatureOf } from './parcel-tracking-signature.ts';
import type { WireCheckpoint, WireTracking } from './parcel-tracking-http.ts';

/** A key with this value is refused (401), as a revoked or mistyped key is. */
export const INVALID_TRACKING_KEY = 'invalid-key';

/** Where every parcel goes, one step per advance: the same journey each time. */
export const JOURNEY: readonly { status: string; content: string; location: string }[] = [
  { status: 'info_received', content: 'Shipment information received', location: '' },
  { status: 'in_transit', content: 'Parcel picked up by courier', location: 'Shah Alam Hub' },
  { status: 'in_transit', content: 'Parcel arrived at sorting centre', location: 'Kuala Lumpur Gateway' },
  { status: 'out_for_delivery', content: 'Out for delivery', location: 'Petaling Jaya' },
  { status: 'delivered', content: 'Delivered', location: 'Petaling Jaya' },
];

/** Endings an advance can force instead of the next step. */
const DETOURS: Record<string, { content: string; location: string }> = {
  failed_attempt: { content: 'Delivery attempted: recipient not available', location: 'Petaling Jaya' },
  returned: { content: 'Returned to sender', location: 'Shah Alam Hub' },
};

interface Parcel {
  wire: WireTracking;
  step: number;
}

interface Account {
  webhook?: { url: string; secret: string };
  parcels: Map<string, Parcel>;
}

/** A webhook the simulator sent: what a test replays, and whether the product took it. */
export interface SentWebhook {
  url: string;
  body: string;
  signature: string;
  status: number | null;
}

const accounts = new Map<string, Account>();
let hanging = false;

const accountOf = (key: string): Account => {
  let account = accounts.get(key);
  if (!account) accounts.set(key, (account = { parcels: new Map() }));
  return account;
};
const parcelKey = (courier: string, trackingNo: string) => `${courier.toLowerCase()}/${trackingNo}`;

const checkpoint = (step: { status: string; content: string; location: string }, at: Date): WireCheckpoint => ({ time: at.toISOString(), status: step.status, content: step.content, location: step.location });

/** Refuses a missing or invalid key; holds the call while the timeout switch is on. */
async function authorised(request: FastifyRequest, reply: FastifyReply): Promise<Account | null> {
  while (hanging) await new Promise((resolve) => setTimeout(resolve, 50));
  const key = request.headers['tracking-api-key'];
  if (typeof key !== 'string' || !key || key === INVALID_TRACKING_KEY) {
    await reply.code(401).send({ message: 'Unauthenticated.' });
    return null;
  }
  return accountOf(key);
}

const json = (body: unknown): Record<string, unknown> => (typeof body === 'string' && body ? (JSON.parse(body) as Record<string, unknown>) : {});

async function deliver(account: Account, wire: WireTracking): Promise<SentWebhook | null> {
  if (!account.webhook) return null;
  const body = JSON.stringify({ event_id: randomUUID(), event: 'trackings/update', tracking: wire });
  const signature = signatureOf(account.webhook.secret, body);
  let status: number | null = null;
  try {
    const response = await fetch(account.webhook.url, { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature }, body, signal: AbortSignal.timeout(5000) });
    status = response.status;
  } catch {
    // The product is not reachable at the address it registered: the test or developer can replay the body.
  }
  return { url: account.webhook.url, body, signature, status };
}

/**
 * The parcel tracking service's simulator: the same HTTP API as the real one (Tracking.my's
 * seller API, see parcel-tracking-http.ts), accounts by key, in memory. Every parcel follows
 * JOURNEY. Control endpoints (for tests and developers):
 * - POST /_control/advance { courier, tracking_number, status? }: the next step of the journey
 *   (or status 'failed_attempt' / 'returned'), delivered as a signed webhook to the URL the
 *   product registered; answers the parcel and the webhook sent.
 * - POST /_control/timeout { on }: while on, every API call hangs (the client's timeout fires).
 * The key 'invalid-key' is always refused.
 */
export const parcelTrackingSimulator: SimulatorMount = {
  prefix: '/parcel-tracking',
  register(app: FastifyInstance) {
    app.put('/v2/webhook', async (request, reply) => {
      const account = await authorised(request, reply);
      if (!account) return;
      const body = json(request.body);
      if (typeof body.url !== 'string' || typeof body.secret_key !== 'string') return reply.code(422).send({ message: 'The url and secret key fields are required.' });
      account.webhook = { url: body.url, secret: body.secret_key };
      return { webhook: { url: body.url, events: body.events ?? [] } };
    });

    app.post('/v1/trackings', async (request, reply) => {
      const account = await authorised(request, reply);
      if (!account) return;
      const body = json(request.body);
      const trackingNo = String(body.tracking_number ?? '').trim();
      const courier = String(body.courier ?? '').trim();
      if (!trackingNo || !courier) return reply.code(422).send({ message: 'The tracking number and courier fields are required.' });
      const found = account.parcels.get(parcelKey(courier, trackingNo));
      if (found) return { tracking: found.wire };
      const first = checkpoint(JOURNEY[0]!, new Date());
      const wire: WireTracking = { tracking_number: trackingNo, courier, order_id: String(body.order_id ?? ''), status: JOURNEY[0]!.status, latest_checkpoint: first, checkpoints: [first] };
      account.parcels.set(parcelKey(courier, trackingNo), { wire, step: 0 });
      return reply.code(201).send({ tracking: wire });
    });

    app.get<{ Params: { courier: string; trackingNo: string } }>('/v1/trackings/:courier/:trackingNo', async (request, reply) => {
      const account = await authorised(request, reply);
      if (!account) return;
      const parcel = account.parcels.get(parcelKey(request.params.courier, request.params.trackingNo));
      if (!parcel) return reply.code(404).send({ message: 'Tracking not found.' });
      return { tracking: parcel.wire };
    });

    app.post('/_control/advance', async (request, reply) => {
      const body = json(request.body);
      const wanted = parcelKey(String(body.courier ?? ''), String(body.tracking_number ?? ''));
      const owner = [...accounts.values()].find((a) => a.parcels.has(wanted));
      const parcel = owner?.parcels.get(wanted);
      if (!owner || !parcel) return reply.code(404).send({ message: 'No such parcel.' });
      const detour = typeof body.status === 'string' ? DETOURS[body.status] : undefined;
      const step = detour ? { status: String(body.status), ...detour } : JOURNEY[Math.min(parcel.step + 1, JOURNEY.length - 1)]!;
      if (!detour) parcel.step = Math.min(parcel.step + 1, JOURNEY.length - 1);
      const event = checkpoint(step, new Date());
      parcel.wire = { ...parcel.wire, status: step.status, latest_checkpoint: event, checkpoints: [event, ...(parcel.wire.checkpoints ?? [])] };
      return { tracking: parcel.wire, webhook: await deliver(owner, parcel.wire) };
    });

    app.post('/_control/timeout', async (request) => {
      hanging = json(request.body).on === true;
      return { hanging };
    });
  },
};
