import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatorMount } from '../simulator-host.ts';
import { stripeSignatureHeader } from './stripe-signature.ts';

export const CARD_PAYMENTS_PREFIX = '/card-payments';
/** The secrets the simulated account has: the API key the adapter sends and the key webhooks are signed with. */
export const SIMULATOR_SECRET_KEY = 'sk_test_simulator';
export const SIMULATOR_WEBHOOK_SECRET = 'whsec_simulator';

interface Session {
  id: string;
  mode: 'payment' | 'setup';
  customer: string;
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

/** A card saved on a setup page: its SetupIntent's id, customer and payment method. */
interface SavedCard {
  intent: string;
  customer: string;
  method: string;
}

/** A saved card's charge, as GET /_control/charges shows it. */
interface Charge {
  id: string;
  amount: number;
  customer: string;
  paymentMethod: string;
  status: 'succeeded' | 'declined';
}

const sessions = new Map<string, Session>();
const byIdempotencyKey = new Map<string, string>();
const requests: Record<string, string>[] = [];
const deliveries: Delivery[] = [];
const cards = new Map<string, SavedCard>();
const charges = new Map<string, Charge>();
let failing: number | null = null;
let declining = false;
let events = 0;
let customers = 0;

const authorized = (req: FastifyRequest, reply: FastifyReply): boolean => {
  if (req.headers.authorization === `Bearer ${SIMULATOR_SECRET_KEY}`) return true;
  void reply.code(401).send({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
  return false;
};

/** A write's form, recorded; null once the key was refused or the simulator told to fail answered it. */
function acceptedForm(req: FastifyRequest, reply: FastifyReply): Record<string, string> | null {
  if (!authorized(req, reply)) return null;
  if (failing !== null) {
    void reply.code(failing).send({ error: { type: 'api_error', message: 'The simulator was told to fail.' } });
    return null;
  }
  const form = Object.fromEntries(new URLSearchParams(String(req.body ?? '')));
  requests.push(form);
  return form;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function createSession(req: FastifyRequest, reply: FastifyReply) {
  const form = acceptedForm(req, reply);
  if (!form) return reply;
  const key = String(req.headers['idempotency-key'] ?? '');
  const known = key ? sessions.get(byIdempotencyKey.get(key) ?? '') : undefined;
  const id = known?.id ?? `cs_test_sim${String(sessions.size + 1).padStart(6, '0')}`;
  if (!known) {
    const setup = form.mode === 'setup';
    sessions.set(id, {
      id,
      mode: setup ? 'setup' : 'payment',
      customer: form.customer ?? '',
      amount: setup ? 0 : Number(form['line_items[0][price_data][unit_amount]']),
      currency: (setup ? form.currency : form['line_items[0][price_data][currency]']) ?? '',
      name: setup ? 'Save a card for later payments' : (form['line_items[0][price_data][product_data][name]'] ?? ''),
      reference: form.client_reference_id ?? '',
      returnUrl: form.success_url ?? '',
      webhookUrl: form['metadata[webhook_url]'] ?? '',
      status: 'open',
    });
    if (key) byIdempotencyKey.set(key, id);
  }
  return { id, object: 'checkout.session', url: `http://${req.headers.host}${CARD_PAYMENTS_PREFIX}/pay/${id}` };
}

/** A setup session completed: the card the simulated holder typed, saved to the session's customer. */
function saveCard(session: Session): string {
  const intent = `seti_sim${String(cards.size + 1).padStart(6, '0')}`;
  cards.set(intent, { intent, customer: session.customer, method: `pm_sim${String(cards.size + 1).padStart(6, '0')}` });
  return intent;
}

/** Sends the session's result as a signed Stripe event to its webhook address, as the account's endpoint would get it. */
async function deliver(session: Session, type: string, paymentStatus: string): Promise<Delivery> {
  events += 1;
  const setupIntent = session.mode === 'setup' && session.status === 'complete' ? saveCard(session) : null;
  const object = {
    id: session.id,
    object: 'checkout.session',
    mode: session.mode,
    client_reference_id: session.reference,
    amount_total: session.mode === 'setup' ? null : session.amount,
    currency: session.currency,
    customer: session.customer || null,
    setup_intent: setupIntent,
    payment_status: session.mode === 'setup' ? 'no_payment_required' : paymentStatus,
    status: session.status,
  };
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
<h1>Simulated card payment</h1><p>${escape(s.name)}</p>${s.mode === 'setup' ? '<p>Card 4242 4242 4242 4242</p>' : `<p><strong>${s.currency.toUpperCase()} ${(s.amount / 100).toFixed(2)}</strong></p>`}
<form method="post" action="${CARD_PAYMENTS_PREFIX}/pay/${s.id}/pay"><button type="submit">${s.mode === 'setup' ? 'Save card' : 'Pay'}</button></form>
<form method="post" action="${CARD_PAYMENTS_PREFIX}/pay/${s.id}/decline" style="margin-top:1rem"><button type="submit">Decline</button></form>
</body></html>`;

/** POST /v1/payment_intents confirmed off-session: succeeded, or 402 card_declined when told to decline; one charge per Idempotency-Key. */
function chargeCard(req: FastifyRequest, reply: FastifyReply) {
  const form = acceptedForm(req, reply);
  if (!form) return reply;
  const key = String(req.headers['idempotency-key'] ?? '');
  const known = charges.get(key);
  const card = [...cards.values()].find((c) => c.method === form.payment_method && c.customer === form.customer);
  if (!card) return reply.code(400).send({ error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentMethod for this customer.' } });
  const charge = known ?? { id: `pi_sim${String(charges.size + 1).padStart(6, '0')}`, amount: Number(form.amount), customer: card.customer, paymentMethod: card.method, status: declining ? 'declined' : 'succeeded' };
  charges.set(key || charge.id, charge);
  if (charge.status === 'declined') return reply.code(402).send({ error: { type: 'card_error', code: 'card_declined', payment_intent: { id: charge.id, status: 'requires_payment_method' } } });
  return { id: charge.id, object: 'payment_intent', amount: charge.amount, currency: 'myr', status: 'succeeded' };
}

/**
 * Stripe as the adapter uses it (Bearer sk_test_simulator, Idempotency-Key honoured):
 * POST /v1/checkout/sessions (payment or setup mode) and the hosted page GET /pay/:id, whose Pay
 * (Save card) and Decline send the signed event to the session's metadata[webhook_url] and return
 * the browser to its success_url; POST /v1/customers; GET /v1/setup_intents/:id (the saved card,
 * a Visa ending 4242); POST /v1/payment_intents (a saved card charged off-session). Controls:
 * POST /_control/settle {"id", "outcome": "pay"|"decline"|"expire"} (answers the delivery),
 * GET /_control/requests, GET /_control/webhooks, GET /_control/charges, POST /_control/decline
 * {"on"} (saved cards are declined), POST /_control/fail {"status"}, POST /_control/reset.
 */
export const cardPaymentsSimulator: SimulatorMount = {
  prefix: CARD_PAYMENTS_PREFIX,
  register(app) {
    app.post('/v1/checkout/sessions', createSession);
    app.post('/v1/customers', (req, reply) => {
      if (!authorized(req, reply)) return reply;
      customers += 1;
      return { id: `cus_sim${String(customers).padStart(6, '0')}`, object: 'customer' };
    });
    app.get<{ Params: { id: string } }>('/v1/setup_intents/:id', (req, reply) => {
      if (!authorized(req, reply)) return reply;
      const card = cards.get(req.params.id);
      if (!card) return reply.code(404).send({ error: { type: 'invalid_request_error', code: 'resource_missing' } });
      return { id: card.intent, object: 'setup_intent', status: 'succeeded', customer: card.customer, payment_method: { id: card.method, object: 'payment_method', card: { brand: 'visa', last4: '4242' } } };
    });
    app.post('/v1/payment_intents', chargeCard);
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
    app.get('/_control/charges', () => [...new Set(charges.values())]);
    app.post('/_control/decline', (req) => {
      declining = (JSON.parse(String(req.body ?? '{}')) as { on?: boolean }).on !== false;
      return { declining };
    });
    app.post('/_control/fail', (req) => {
      failing = Number((JSON.parse(String(req.body ?? '{}')) as { status?: number }).status ?? 500);
      return { failing };
    });
    app.post('/_control/reset', () => {
      failing = null;
      declining = false;
      requests.length = 0;
      deliveries.length = 0;
      return { ok: true };
    });
  },
};
