import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatorMount } from '../simulator-host.ts';
import { stripeSignatureHeader } from './stripe-signature.ts';

export const CARD_PAYMENTS_PREFIX = '/card-payments';
/** The secrets the simulated account has: the API key the adapter sends and the key webhooks are signed with. */
export const SIMULATOR_SECRET_KEY = 'sk_test_simulator';
export const SIMULATOR_WEBHOOK_SECRET = 'whsec_simulator';

interface Session {
  id: string;
  amount: number;
  currency: string;
  name: string;
  reference: string;
  returnUrl: string;
  webhookUrl: string;
  status: 'open' | 'complete' | 'expired';
}

/** A webhook the simulator sent: where, what (as signed) and the answer's status (0: no answer). */
interface Delivery {
  url: string;
  body: string;
  signature: string;
  status: number;
}

const sessions = new Map<string, Session>();
const byIdempotencyKey = new Map<string, string>();
const requests: Record<string, string>[] = [];
const deliveries: Delivery[] = [];
let failing: number | null = null;
let events = 0;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function createSession(req: FastifyRequest, reply: FastifyReply) {
  if (req.headers.authorization !== `Bearer ${SIMULATOR_SECRET_KEY}`) return reply.code(401).send({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
  if (failing !== null) return reply.code(failing).send({ error: { type: 'api_error', message: 'The simulator was told to fail.' } });
  const form = Object.fromEntries(new URLSearchParams(String(req.body ?? '')));
  requests.push(form);
  const key = String(req.headers['idempotency-key'] ?? '');
  const known = key ? sessions.get(byIdempotencyKey.get(key) ?? '') : undefined;
  const id = known?.id ?? `cs_test_sim${String(sessions.size + 1).padStart(6, '0')}`;
  if (!known) {
    sessions.set(id, {
      id,
      amount: Number(form['line_items[0][price_data][unit_amount]']),
      currency: form['line_items[0][price_data][currency]'] ?? '',
      name: form['line_items[0][price_data][product_data][name]'] ?? '',
      reference: form.client_reference_id ?? '',
      returnUrl: form.success_url ?? '',
      webhookUrl: form['metadata[webhook_url]'] ?? '',
      status: 'open',
    });
    if (key) byIdempotencyKey.set(key, id);
  }
  return { id, object: 'checkout.session', url: `http://${req.headers.host}${CARD_PAYMENTS_PREFIX}/pay/${id}` };
}

/** Sends the session's result as a signed Stripe event to its webhook address, as the account's endpoint would get it. */
async function deliver(session: Session, type: string, paymentStatus: string): Promise<Delivery> {
  events += 1;
  const object = { id: session.id, object: 'checkout.session', client_reference_id: session.reference, amount_total: session.amount, currency: session.currency, payment_status: paymentStatus, status: session.status };
  const body = JSON.stringify({ id: `evt_sim${events}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });
  const signature = stripeSignatureHeader(SIMULATOR_WEBHOOK_SECRET, body, new Date());
  let status = 0;
  try {
    const answer = await fetch(session.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body, signal: AbortSignal.timeout(10_000) });
    status = answer.status;
  } catch {
    status = 0;
  }
  const delivery = { url: session.webhookUrl, body, signature, status };
  deliveries.push(delivery);
  return delivery;
}

const OUTCOMES = {
  pay: { status: 'complete', type: 'checkout.session.completed', paymentStatus: 'paid' },
  decline: { status: 'open', type: 'checkout.session.async_payment_failed', paymentStatus: 'unpaid' },
  expire: { status: 'expired', type: 'checkout.session.expired', paymentStatus: 'unpaid' },
} as const;
type Outcome = keyof typeof OUTCOMES;

async function settle(id: string, outcome: Outcome): Promise<{ session: Session; delivery: Delivery } | null> {
  const session = sessions.get(id);
  if (!session || session.status !== 'open') return null;
  const o = OUTCOMES[outcome];
  session.status = o.status;
  return { session, delivery: await deliver(session, o.type, o.paymentStatus) };
}

const page = (s: Session) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Simulated card payment</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1>Simulated card payment</h1><p>${escape(s.name)}</p><p><strong>${s.currency.toUpperCase()} ${(s.amount / 100).toFixed(2)}</strong></p>
<form method="post" action="${CARD_PAYMENTS_PREFIX}/pay/${s.id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="${CARD_PAYMENTS_PREFIX}/pay/${s.id}/decline" style="margin-top:1rem"><button type="submit">Decline</button></form>
</body></html>`;

/**
 * Stripe Checkout as the adapter uses it: POST /v1/checkout/sessions (Bearer sk_test_simulator,
 * Idempotency-Key honoured) and the hosted page GET /pay/:id, whose Pay and Decline send the signed
 * event to the session's metadata[webhook_url] and return the browser to its success_url. Controls:
 * POST /_control/settle {"id", "outcome": "pay"|"decline"|"expire"} (answers the delivery),
 * GET /_control/requests, GET /_control/webhooks, POST /_control/fail {"status"}, POST /_control/reset.
 */
export const cardPaymentsSimulator: SimulatorMount = {
  prefix: CARD_PAYMENTS_PREFIX,
  register(app) {
    app.post('/v1/checkout/sessions', createSession);
    app.get<{ Params: { id: string } }>('/pay/:id', (req, reply) => {
      const session = sessions.get(req.params.id);
      if (!session) return reply.code(404).send('No such payment');
      return reply.type('text/html; charset=utf-8').send(page(session));
    });
    app.post<{ Params: { id: string; outcome: string } }>('/pay/:id/:outcome', async (req, reply) => {
      if (!Object.hasOwn(OUTCOMES, req.params.outcome)) return reply.code(404).send('No such action');
      const settled = await settle(req.params.id, req.params.outcome as Outcome);
      if (!settled) return reply.code(409).send('This payment is already settled');
      return reply.redirect(settled.session.returnUrl, 303);
    });
    app.post('/_control/settle', async (req, reply) => {
      const { id, outcome } = JSON.parse(String(req.body ?? '{}')) as { id?: string; outcome?: Outcome };
      const settled = await settle(String(id), outcome && Object.hasOwn(OUTCOMES, outcome) ? outcome : 'pay');
      return settled ? settled.delivery : reply.code(409).send({ error: 'not open' });
    });
    app.get('/_control/requests', () => requests);
    app.get('/_control/webhooks', () => deliveries);
    app.post('/_control/fail', (req) => {
      failing = Number((JSON.parse(String(req.body ?? '{}')) as { status?: number }).status ?? 500);
      return { failing };
    });
    app.post('/_control/reset', () => {
      failing = null;
      requests.length = 0;
      deliveries.length = 0;
      return { ok: true };
    });
  },
};
