export type CardPaymentsConfig = { kind: 'simulator' } | { kind: 'stripe'; url: string; secretKey: string; webhookSecret: string };

/**
 * SIMULATORS=1 or CARD_PAYMENTS_PROVIDER=simulator: the local simulator. STRIPE_SECRET_KEY with
 * STRIPE_WEBHOOK_SECRET: Stripe Checkout (STRIPE_API_URL to point elsewhere). Neither: nothing can
 * be bought by card, and buying says so.
 */
export function cardPaymentsConfig(env: NodeJS.ProcessEnv): CardPaymentsConfig | null {
  if (env.SIMULATORS === '1' || env.CARD_PAYMENTS_PROVIDER === 'simulator') return { kind: 'simulator' };
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  return { kind: 'stripe', url: (env.STRIPE_API_URL || 'https://api.stripe.com').replace(/\/$/, ''), secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET };
}
