import { createSiteKey, resolveSiteKey } from '../../../../core/checkout/site-keys.ts';
import { placeOrder } from '../../../../core/checkout/place-order.ts';
import { ZPlaceOrderInput } from '../../../../core/checkout/schema.ts';
import { complete, confirmPayment, markPaid } from '../../../../core/orders/order-actions.ts';
import { addManualReview, replyToReview } from '../../../../core/reviews/reviews.ts';
import { submitReview } from '../../../../core/reviews/submit-review.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import type { CatalogueFixtures } from './catalogue.ts';
import type { MemberFixtures } from './members.ts';

export interface ReviewFixtures {
  /** A's member's review of a line of their completed order, replied to. */
  reviewId: string;
  /** The order line it reviews. */
  orderItemId: string;
  /** A hidden review A added by hand. */
  hiddenReviewId: string;
}

/** A's ratings and reviews: a completed order of A's member, its line reviewed and replied to, and a hidden manual review, all texts carrying A's marker. */
export async function seedReviews(ctx: Ctx, marker: string, catalogue: CatalogueFixtures, members: MemberFixtures, shippingOptionId: string): Promise<ReviewFixtures> {
  const store = (await resolveSiteKey(ctx, (await createSiteKey(ctx)).key))!;
  const order = await placeOrder(
    store,
    ZPlaceOrderInput.parse({
      buyer: { name: `Reviewer ${marker}`, email: members.email },
      address: { name: `Ship ${marker}`, line: `5 Jalan ${marker}`, city: 'Shah Alam', postcode: '40000', state: 'SGR' },
      items: [{ productId: catalogue.productId, optionId: catalogue.optionId, qty: 1 }],
      shippingOptionId,
      memberId: members.memberId,
    }),
  );
  await markPaid(ctx, { id: order.id, payment: { method: 'bank_transfer', bankName: 'Maybank', accountNumber: '5140-1234-5678', transactionId: `TXN-${marker}`, paidOn: new Date(), amountSen: order.totalSen } });
  await confirmPayment(ctx, order.id);
  await complete(ctx, order.id);
  const line = await ctx.db.orderItem.findFirstOrThrow({ where: { merchantId: ctx.merchantId, orderId: order.id }, select: { id: true } });
  const reviewed = await submitReview(store, { memberId: members.memberId, orderItemId: line.id, stars: 4, comment: `Review ${marker}` });
  await replyToReview(ctx, { id: reviewed.id, reply: `Reply ${marker}` });
  const hidden = await addManualReview(ctx, { productId: catalogue.productId, reviewerName: `Walk-in ${marker}`, stars: 2, comment: marker, reviewedAt: new Date(), visibility: 'hidden' });
  return { reviewId: reviewed.id, orderItemId: line.id, hiddenReviewId: hidden.id };
}
