import { buyCreditPack } from '../../../../core/credits/buy-pack.ts';
import type { Ctx } from '../../../../core/shared/context.ts';

export interface CreditsFixtures {
  purchaseId: string;
}

/** A's purchase of an AI credit pack, started on the card payment simulator (still pending). */
export async function seedCredits(ctx: Ctx): Promise<CreditsFixtures> {
  const started = await buyCreditPack(ctx, { packId: 'ai-100' });
  return { purchaseId: started.purchaseId };
}
