import { CardPaymentsError, type CardPayments, type CardSetupRequest, type HostedPaymentRequest, type SavedCardCharge } from '../../../core/payments/port.ts';
import { ProviderError, jsonClient } from '../http-json.ts';
import { cardSavedOf, completedSetupOf, paymentResultOf, type CheckoutSession, type SetupIntent, type StripeEvent } from './stripe-events.ts';
import { validStripeSignature } from './stripe-signature.ts';

export interface StripeOptions {
  /** https://api.stripe.com, or the simulator's address. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  backoffMs?: readonly number[];
  now?: () => Date;
}

/** A failed call as the port's error: no answer or a server error is 'connection', any other refusal 'refused'. */
function portError(error: unknown): unknown {
  if (error instanceof ProviderError) return new CardPaymentsError(error.status === undefined || error.status >= 500 ? 'connection' : 'refused', error.message);
  return error;
}

/**
 * Stripe (docs/credits.md): Checkout Sessions make the hosted payment page in MYR and the hosted
 * page saving a card (mode setup, to a Customer); a saved card is charged off-session with a
 * confirmed PaymentIntent. Every write is form-encoded with an Idempotency-Key, so a retried call
 * makes one session or one charge. The webhook is a signed event about a session.
 */
export function stripeHttp(options: StripeOptions): CardPayments {
  const call = jsonClient(options.url, { timeoutMs: 20_000, ...(options.backoffMs && { backoffMs: options.backoffMs }) });
  const now = options.now ?? (() => new Date());
  const auth = { authorization: `Bearer ${options.secretKey}` };
  const post = <T>(endpoint: string, form: Record<string, string>, idempotencyKey: string) =>
    call<T>(endpoint, `/v1/${endpoint}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': idempotencyKey },
      body: new URLSearchParams(form).toString(),
    });
  const session = async (form: Record<string, string>, idempotencyKey: string) => {
    const made = await post<CheckoutSession>('checkout/sessions', form, idempotencyKey);
    if (!made?.id || !made.url) throw new CardPaymentsError('refused', 'checkout/sessions: no session in the answer');
    return { providerRef: made.id, pageUrl: made.url };
  };
  return {
    provider: 'stripe',
    async createHostedPayment(request: HostedPaymentRequest) {
      try {
        return await session(
          {
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
          },
          request.reference,
        );
      } catch (error) {
        throw portError(error);
      }
    },
    async createCardSetup(request: CardSetupRequest) {
      try {
        const customerRef = request.customerRef ?? (await post<{ id?: string }>('customers', { 'metadata[reference]': request.reference }, `customer-${request.reference}`))?.id;
        if (!customerRef) throw new CardPaymentsError('refused', 'customers: no customer in the answer');
        const page = await session(
          {
            mode: 'setup',
            currency: 'myr',
            customer: customerRef,
            'payment_method_types[0]': 'card',
            client_reference_id: request.reference,
            success_url: request.returnUrl,
            cancel_url: request.returnUrl,
            'metadata[webhook_url]': request.webhookUrl,
          },
          `setup-${request.reference}-${now().getTime()}`,
        );
        return { ...page, customerRef };
      } catch (error) {
        throw portError(error);
      }
    },
    async chargeSavedCard(request: SavedCardCharge) {
      const form = {
        amount: String(request.amount),
        currency: 'myr',
        customer: request.customerRef,
        payment_method: request.paymentMethodRef,
        off_session: 'true',
        confirm: 'true',
        description: request.description,
        'metadata[reference]': request.reference,
      };
      try {
        const intent = await post<{ id?: string; status?: string }>('payment_intents', form, request.reference);
        if (!intent?.id) throw new CardPaymentsError('refused', 'payment_intents: no payment in the answer');
        return { providerRef: intent.id, outcome: intent.status === 'succeeded' ? 'paid' : 'failed' };
      } catch (error) {
        // 402: the card was declined or needs its holder (authentication): the charge failed.
        if (error instanceof ProviderError && error.status === 402) return { providerRef: '', outcome: 'failed' };
        throw portError(error);
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
      const setup = completedSetupOf(event);
      if (!setup || !event.id) return paymentResultOf(event);
      try {
        const intent = await call<SetupIntent>('setup_intents', `/v1/setup_intents/${encodeURIComponent(setup.setup_intent)}?expand[]=payment_method`, { headers: auth });
        return cardSavedOf(event.id, setup, intent ?? {});
      } catch (error) {
        throw portError(error);
      }
    },
  };
}
