import type { StorefrontCtx } from '../checkout/context.ts';
import { awardRatedOrderPoints } from '../loyalty/earn-rated.ts';
import { activeMember, memberCtx } from '../members/storefront-members.ts';
import { readOrderSettings } from '../sales-settings/read.ts';
import { withTransaction } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { REVIEWABLE_ORDER_STATUSES, REVIEW_MESSAGES as M, REVIEW_PICTURE_PURPOSE } from './constants.ts';
import { ZSubmitReviewInput, type TPublicReview, type TSubmitReviewInput } from './schema.ts';
import { REVIEW_SELECT, publicReview, reviewSearchText } from './view.ts';

const notReviewable = () => new AppError('REVIEW.NOT_REVIEWABLE', M.notReviewable, 'not_found', 'orderItemId');
const alreadyReviewed = () => new AppError('REVIEW.ALREADY_REVIEWED', M.alreadyReviewed, 'conflict', 'orderItemId');

/** The member's own order line of a completed order, with its product still in the catalogue. */
async function reviewableLine(tx: StorefrontCtx, memberId: string, orderItemId: string) {
  const line = await tx.db.orderItem.findUnique({
    where: { merchantId_id: { merchantId: tx.merchantId, id: orderItemId } },
    select: { orderId: true, productId: true, options: true, order: { select: { memberId: true, status: true } } },
  });
  if (!line?.productId || line.order.memberId !== memberId || !(REVIEWABLE_ORDER_STATUSES as readonly number[]).includes(line.order.status)) throw notReviewable();
  const product = await tx.db.product.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: line.productId } }, select: { nameEn: true } });
  if (!product) throw notReviewable();
  return { orderId: line.orderId, productId: line.productId, variant: line.options, productName: product.nameEn };
}

/** Pictures the website uploaded for this member (storefront uploads of purpose review-picture). */
async function assertMemberPictures(tx: StorefrontCtx, memberId: string, ids: string[]): Promise<void> {
  const found = await tx.db.upload.count({ where: { merchantId: tx.merchantId, id: { in: ids }, purpose: REVIEW_PICTURE_PURPOSE, uploadedBy: memberId } });
  if (found !== ids.length) throw new AppError('REVIEW.PICTURE', M.pictureUnknown, 'not_found', 'pictureIds');
}

/**
 * A signed-in member reviews one line of their own order once the goods arrived (Completed):
 * once per order line, while the shop accepts reviews (checkout setting productReview). The
 * order's first review makes it rated, which earns the ongoing type-5 loyalty rules' points.
 */
export async function submitReview(store: StorefrontCtx, raw: TSubmitReviewInput): Promise<TPublicReview> {
  const input = ZSubmitReviewInput.parse(raw);
  const pictureIds = [...new Set(input.pictureIds)];
  return withTransaction(store, async (tx) => {
    if (!(await readOrderSettings(tx.db, tx.merchantId)).productReview) throw new AppError('REVIEW.OFF', M.off, 'forbidden');
    await activeMember(tx, input.memberId);
    const line = await reviewableLine(tx, input.memberId, input.orderItemId);
    if (await tx.db.productReview.findUnique({ where: { merchantId_orderItemId: { merchantId: tx.merchantId, orderItemId: input.orderItemId } }, select: { id: true } })) throw alreadyReviewed();
    await assertMemberPictures(tx, input.memberId, pictureIds);
    const member = await tx.db.member.findUniqueOrThrow({ where: { merchantId_id: { merchantId: tx.merchantId, id: input.memberId } }, select: { name: true } });
    const firstOfOrder = (await tx.db.productReview.count({ where: { merchantId: tx.merchantId, orderId: line.orderId } })) === 0;
    const created = await tx.db.productReview
      .create({
        data: {
          merchantId: tx.merchantId,
          productId: line.productId,
          orderItemId: input.orderItemId,
          orderId: line.orderId,
          memberId: input.memberId,
          reviewerName: member.name,
          variant: line.variant,
          stars: input.stars,
          comment: input.comment,
          pictureIds: JSON.stringify(pictureIds),
          reviewedAt: tx.now(),
          searchText: reviewSearchText(member.name, line.productName, input.comment),
        },
        select: REVIEW_SELECT,
      })
      .catch((error: unknown) => {
        // The unique order line: a second review sent at the same moment.
        throw (error as { code?: string }).code === 'P2002' ? alreadyReviewed() : error;
      });
    if (firstOfOrder) await awardRatedOrderPoints(memberCtx(tx), line.orderId);
    return publicReview(tx.merchantId, created);
  });
}
