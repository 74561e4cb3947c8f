import type { BaseCtx } from '../shared/context.ts';

/**
 * Records a provider's webhook event and says whether this is its first delivery. Providers
 * deliver at least once and retry: the caller acts only on the first, so a replay changes nothing.
 * Call it inside the transaction that applies the event, so a failed apply can be delivered again.
 * INSERT ... ON CONFLICT DO NOTHING (the same on both engines) never aborts that transaction.
 */
export async function firstDelivery(ctx: BaseCtx, provider: string, eventId: string): Promise<boolean> {
  const inserted = await ctx.db.$executeRaw`INSERT INTO "WebhookReceipt" ("provider", "eventId") VALUES (${provider}, ${eventId}) ON CONFLICT DO NOTHING`;
  return inserted === 1;
}
