import { applyLiveComment } from '../../../../core/live-commerce/apply-comment.ts';
import { createProductSet } from '../../../../core/live-commerce/product-sets.ts';
import { createSession, startSession } from '../../../../core/live-commerce/sessions.ts';
import { saveLiveSettings } from '../../../../core/live-commerce/settings.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import type { CatalogueFixtures } from './catalogue.ts';

export interface LiveCommerceFixtures {
  liveSetId: string;
  liveSessionId: string;
  fbMemberId: string;
}

/** A's live product set (named with A's marker), a live session on A's page, and a commenter holding a cart line. */
export async function seedLiveCommerce(ctx: Ctx, marker: string, catalogue: CatalogueFixtures, pageId: string): Promise<LiveCommerceFixtures> {
  await saveLiveSettings(ctx, { pageId, replyText: marker, cartHoldHours: 24, enabled: true });
  const set = await createProductSet(ctx, { name: `Live ${marker}`, items: [{ productId: catalogue.productId, optionId: catalogue.optionId, code: 'A1', priceSen: 1000, qty: 5 }] });
  const session = await createSession(ctx, { title: `Live ${marker}`, pageId, videoId: `${pageId}_live`, productSetId: set.id });
  await startSession(ctx, { id: session.id });
  await applyLiveComment(ctx, { pageId, commentId: `${pageId}_c1`, postId: `${pageId}_live`, fromId: '9990002', fromName: `Buyer ${marker}`, text: 'A1', at: ctx.now() });
  const member = await ctx.db.fbMember.findFirstOrThrow({ where: { merchantId: ctx.merchantId }, select: { id: true } });
  return { liveSetId: set.id, liveSessionId: session.id, fbMemberId: member.id };
}
