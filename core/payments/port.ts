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
  type: 'payment';
  /** The event's own id: the same event sent twice has the same id. */
  eventId: string;
  providerRef: string;
  reference: string;
  /** Sen, and its currency as the provider wrote it (upper case). */
  amount: number;
  currency: string;
  outcome: 'paid' | 'failed' | 'cancelled';
}

/** A hosted page on which a merchant saves a card for later charges made without them. */
export interface CardSetupRequest {
  /** The provider's customer to save the card to; null makes one. */
  customerRef: string | null;
  /** Names the merchant (core/payments/reference.ts); the provider sends it back with the result. */
  reference: string;
  returnUrl: string;
  webhookUrl: string;
}

export interface CardSetup extends HostedPayment {
  customerRef: string;
}

/** A card saved on a setup page, as the provider's verified webhook told it. */
export interface CardSaved {
  type: 'card_saved';
  eventId: string;
  /** The setup page's id. */
  providerRef: string;
  reference: string;
  customerRef: string;
  paymentMethodRef: string;
  /** 'visa 4242'. */
  label: string;
}

/** A charge of a saved card made without its holder (an auto-reload), named like a hosted payment's. */
export interface SavedCardCharge {
  amount: number;
  reference: string;
  description: string;
  customerRef: string;
  paymentMethodRef: string;
}

/**
 * The card payment provider (docs/credits.md): a hosted payment page per purchase, a hosted page
 * saving a card, charges of a saved card, and the signed webhook verified and read. verifyWebhook
 * answers null for anything not signed by the provider or not about a payment or a saved card.
 */
export interface CardPayments {
  /** The provider's name, kept on each purchase ('stripe'). */
  readonly provider: string;
  createHostedPayment(request: HostedPaymentRequest): Promise<HostedPayment>;
  createCardSetup(request: CardSetupRequest): Promise<CardSetup>;
  /**
   * Charges a saved card at once. Sending the same reference again never charges twice (the
   * provider's idempotency), so a call that timed out is safely made again. A declined card is an
   * outcome, not an error.
   */
  chargeSavedCard(request: SavedCardCharge): Promise<{ providerRef: string; outcome: 'paid' | 'failed' }>;
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): Promise<PaymentResult | CardSaved | null>;
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
