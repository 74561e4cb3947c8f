/** A hosted card payment to create: what the payment page charges and where it sends the buyer and the result. */
export interface HostedPaymentRequest {
  /** Sen; the currency is always MYR. */
  amount: number;
  /** Names the purchase (core/payments/reference.ts); the provider sends it back with the result. */
  reference: string;
  description: string;
  /** Where the payment page returns the buyer, paid or not. */
  returnUrl: string;
  /** Where the result is sent (the simulator posts there; a real provider's endpoint is set up in its dashboard). */
  webhookUrl: string;
}

export interface HostedPayment {
  /** The provider's id of the payment (a Checkout Session's id). */
  providerRef: string;
  /** The payment page the buyer is sent to. */
  pageUrl: string;
}

/** A verified result of a payment, as the provider's webhook told it. */
export interface PaymentResult {
  /** The event's own id: the same event sent twice has the same id. */
  eventId: string;
  providerRef: string;
  reference: string;
  /** Sen, and its currency as the provider wrote it (upper case). */
  amount: number;
  currency: string;
  outcome: 'paid' | 'failed' | 'cancelled';
}

/**
 * The card payment provider (docs/credits.md): a hosted payment page per purchase, and its signed
 * webhook verified and read. verifyWebhook answers null for anything not signed by the provider
 * or not about a payment's result.
 */
export interface CardPayments {
  /** The provider's name, kept on each purchase ('stripe'). */
  readonly provider: string;
  createHostedPayment(request: HostedPaymentRequest): Promise<HostedPayment>;
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): Promise<PaymentResult | null>;
}

export type CardPaymentsFailure = 'connection' | 'refused';

/** The provider could not be reached (or timed out), or refused the request. */
export class CardPaymentsError extends Error {
  constructor(
    readonly reason: CardPaymentsFailure,
    message: string,
  ) {
    super(message);
    this.name = 'CardPaymentsError';
  }
}
