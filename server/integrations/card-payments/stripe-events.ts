import type { CardSaved, PaymentResult } from '../../../core/payments/port.ts';

export interface CheckoutSession {
  id?: string;
  url?: string;
  mode?: string;
  client_reference_id?: string | null;
  amount_total?: number | null;
  currency?: string | null;
  payment_status?: string;
  customer?: string | null;
  setup_intent?: string | null;
}

export interface StripeEvent {
  id?: string;
  type?: string;
  data?: { object?: CheckoutSession };
}

/** A SetupIntent read with its payment method expanded. */
export interface SetupIntent {
  customer?: string | null;
  payment_method?: { id?: string; card?: { brand?: string; last4?: string } } | null;
}

/** What each Checkout Session event says of the payment; other events are not about a result. */
const OUTCOMES: Record<string, (s: CheckoutSession) => PaymentResult['outcome'] | null> = {
  'checkout.session.completed': (s) => (s.payment_status === 'paid' ? 'paid' : null),
  'checkout.session.async_payment_succeeded': () => 'paid',
  'checkout.session.async_payment_failed': () => 'failed',
  'checkout.session.expired': () => 'cancelled',
};

/** A payment session's event as a result, or null when it is not one. */
export function paymentResultOf(event: StripeEvent): PaymentResult | null {
  const session = event.data?.object;
  const outcome = event.type && session ? OUTCOMES[event.type]?.(session) : null;
  if (!outcome || !event.id || !session?.id || !session.client_reference_id || typeof session.amount_total !== 'number' || !session.currency) return null;
  return { type: 'payment', eventId: event.id, providerRef: session.id, reference: session.client_reference_id, amount: session.amount_total, currency: session.currency.toUpperCase(), outcome };
}

/** The setup session a completed setup event names, or null when the event is not one. */
export function completedSetupOf(event: StripeEvent): (CheckoutSession & { id: string; setup_intent: string; client_reference_id: string }) | null {
  const session = event.data?.object;
  if (event.type !== 'checkout.session.completed' || session?.mode !== 'setup' || !session.id || !session.setup_intent || !session.client_reference_id) return null;
  return session as CheckoutSession & { id: string; setup_intent: string; client_reference_id: string };
}

/** The card a completed setup saved, from the setup session and its SetupIntent. */
export function cardSavedOf(eventId: string, session: CheckoutSession & { id: string; client_reference_id: string }, intent: SetupIntent): CardSaved | null {
  const method = intent.payment_method;
  const customer = intent.customer ?? session.customer;
  if (!method?.id || !customer) return null;
  const label = [method.card?.brand, method.card?.last4].filter(Boolean).join(' ');
  return { type: 'card_saved', eventId, providerRef: session.id, reference: session.client_reference_id, customerRef: customer, paymentMethodRef: method.id, label };
}
