import type { FastifyInstance } from 'fastify';
import { applyPaymentResult } from '../../core/payments/apply-result.ts';
import { applyCardSaved } from '../../core/payments/saved-card.ts';
import { baseContext } from '../../core/shared/context.ts';
import { STRIPE_SIGNATURE_HEADER } from '../integrations/card-payments/stripe-signature.ts';
import type { Runtime } from '../runtime.ts';
import { requestInfo } from './request-info.ts';

const REFUSED = { unknown_purchase: 404, mismatch: 422 } as const;

/**
 * The card payment provider's results (docs/credits.md): the raw body is verified with the
 * provider's signature before anything is read (401 otherwise), then applied to its purchase (or
 * to the merchant's saved card, for a card saved on a setup page):
 * a replay or a concurrent copy answers 200 and grants nothing more; a result that does not match
 * the purchase (amount, currency, payment) is refused and changes nothing.
 */
export async function registerCardPaymentWebhooks(app: FastifyInstance, runtime: Runtime): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.post<{ Body: string }>('/api/webhooks/card-payments', async (req, reply) => {
      const payments = runtime.env.cardPayments;
      if (!payments) return reply.code(404).send({ error: 'card payments are not set up' });
      const signature = req.headers[STRIPE_SIGNATURE_HEADER];
      const result = typeof req.body === 'string' ? await payments.verifyWebhook(req.body, typeof signature === 'string' ? signature : undefined) : null;
      if (!result) return reply.code(401).send({ error: 'invalid signature' });
      const base = baseContext(runtime.database, runtime.env, requestInfo(req));
      const outcome = result.type === 'card_saved' ? await applyCardSaved(base, result) : await applyPaymentResult(base, result);
      const refused = outcome === 'unknown_purchase' || outcome === 'mismatch' ? REFUSED[outcome] : null;
      return refused ? reply.code(refused).send({ error: outcome }) : { result: outcome };
    });
  });
}
