import { buyCreditPack } from '../../../../core/credits/buy-pack.ts';
import type { Ctx } from '../../../../core/shared/context.ts';

export interface CreditsFixtures {
  purchaseId: string;
}

/** A's purchase of an AI credit pack, started on the card payment simulator (still pending), and A's saved card and AI auto-reload. */
export async function seedCredits(ctx: Ctx): Promise<CreditsFixtures> {
  const started = await buyCreditPack(ctx, { packId: 'ai-100' });
  await ctx.db.savedCard.create({ data: { merchantId: ctx.merchantId, provider: 'stripe', customerRef: 'cus_a', paymentMethodRef: 'pm_a', label: 'visa 4242', savedAt: ctx.now() } });
  await ctx.db.creditAutoReload.create({ data: { merchantId: ctx.merchantId, kind: 'ai', mode: 'on_empty', packId: 'ai-500' } });
  return { purchaseId: started.purchaseId };
}
