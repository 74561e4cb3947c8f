import { CardPaymentsError, type CardPayments, type HostedPaymentRequest, type PaymentResult } from '../../../core/payments/port.ts';
import { ProviderError, jsonClient } from '../http-json.ts';
import { validStripeSignature } from './stripe-signature.ts';

export interface StripeOptions {
  /** https://api.stripe.com, or the simulator's address. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  backoffMs?: readonly number[];
  now?: () => Date;
}

interface CheckoutSession {
  id?: string;
  url?: string;
  client_reference_id?: string | null;
  amount_total?: number | null;
  currency?: string | null;
  payment_status?: string;
}

interface StripeEvent {
  id?: string;
  type?: string;
  data?: { object?: CheckoutSession };
}

/** What each Checkout Session event says of the payment; other events are not about a result. */
const OUTCOMES: Record<string, (s: CheckoutSession) => PaymentResult['outcome'] | null> = {
  'checkout.session.completed': (s) => (s.payment_status === 'paid' ? 'paid' : null),
  'checkout.session.async_payment_succeeded': () => 'paid',
  'checkout.session.async_payment_failed': () => 'failed',
  'checkout.session.expired': () => 'cancelled',
};

/**
 * Stripe Checkout (docs/credits.md): POST /v1/checkout/sessions makes a hosted payment page in
 * MYR (form-encoded, with an Idempotency-Key per purchase, so a retried call makes one session);
 * the webhook is a signed event (Stripe-Signature) about the session.
 */
export function stripeHttp(options: StripeOptions): CardPayments {
  const call = jsonClient(options.url, { timeoutMs: 20_000, ...(options.backoffMs && { backoffMs: options.backoffMs }) });
  const now = options.now ?? (() => new Date());
  return {
    provider: 'stripe',
    async createHostedPayment(request: HostedPaymentRequest) {
      const form = new URLSearchParams({
        mode: 'payment',
        'payment_method_types[0]': 'card',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'myr',
        'line_items[0][price_data][unit_amount]': String(request.amount),
        'line_items[0][price_data][product_data][name]': request.description,
        client_reference_id: request.reference,
        success_url: request.returnUrl,
        cancel_url: request.returnUrl,
        'metadata[reference]': request.reference,
        'metadata[webhook_url]': request.webhookUrl,
      });
      try {
        const session = await call<CheckoutSession>('checkout/sessions', '/v1/checkout/sessions', {
          method: 'POST',
          headers: { authorization: `Bearer ${options.secretKey}`, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': request.reference },
          body: form.toString(),
        });
        if (!session?.id || !session.url) throw new CardPaymentsError('refused', 'checkout/sessions: no session in the answer');
        return { providerRef: session.id, pageUrl: session.url };
      } catch (error) {
        if (error instanceof ProviderError) throw new CardPaymentsError(error.status === undefined || error.status >= 500 ? 'connection' : 'refused', error.message);
        throw error;
      }
    },
    async verifyWebhook(rawBody, signatureHeader) {
      if (!validStripeSignature(options.webhookSecret, rawBody, signatureHeader, now())) return null;
      let event: StripeEvent;
      try {
        event = JSON.parse(rawBody) as StripeEvent;
      } catch {
        return null;
      }
      const session = event.data?.object;
      const outcome = event.type && session ? OUTCOMES[event.type]?.(session) : null;
      if (!outcome || !event.id || !session?.id || !session.client_reference_id || typeof session.amount_total !== 'number' || !session.currency) return null;
      return { eventId: event.id, providerRef: session.id, reference: session.client_reference_id, amount: session.amount_total, currency: session.currency.toUpperCase(), outcome };
    },
  };
}
