import type { CardPaymentsConfig } from '../../../core/payments/config.ts';
import type { CardPayments } from '../../../core/payments/port.ts';
import { onSimulator } from '../simulator-host.ts';
import { CARD_PAYMENTS_PREFIX, SIMULATOR_SECRET_KEY, SIMULATOR_WEBHOOK_SECRET } from './card-payments-simulator.ts';
import { stripeHttp } from './stripe-http.ts';

/** The Stripe adapter, pointed at Stripe or at its simulator (docs/credits.md); none when not set up. */
export function cardPaymentsFor(config: CardPaymentsConfig | null): CardPayments | undefined {
  if (!config) return undefined;
  if (config.kind === 'simulator') {
    const port = onSimulator(CARD_PAYMENTS_PREFIX, (url) => stripeHttp({ url, secretKey: SIMULATOR_SECRET_KEY, webhookSecret: SIMULATOR_WEBHOOK_SECRET, backoffMs: [20] }));
    // The simulator's proxy answers methods only: the provider's name is set here.
    return {
      provider: 'stripe',
      createHostedPayment: (request) => port.createHostedPayment(request),
      createCardSetup: (request) => port.createCardSetup(request),
      chargeSavedCard: (request) => port.chargeSavedCard(request),
      verifyWebhook: (body, signature) => port.verifyWebhook(body, signature),
    };
  }
  return stripeHttp(config);
}
