import { ZContentIdInput, ZContentIdsInput, ZContentVisibilityInput, ZDeletedCount, ZUpdatedCount } from '../../core/content/schema.ts';
import { addManualReview, deleteReviews, listReviews, removeReply, replyToReview, setReviewVisibility } from '../../core/reviews/reviews.ts';
import { ZManualReviewInput, ZMemberIdInput, ZProductReviews, ZProductReviewsInput, ZPublicReview, ZReviewListInput, ZReviewPage, ZReviewReplyInput, ZReviewRow, ZReviewableLines, ZSubmitReviewInput } from '../../core/reviews/schema.ts';
import { productReviews, reviewableLines } from '../../core/reviews/storefront.ts';
import { submitReview } from '../../core/reviews/submit-review.ts';
import { moduleProcedure, router, storefrontProcedure } from '../trpc.ts';

const view = moduleProcedure('manage', 'view');
const edit = moduleProcedure('manage', 'edit');

/** /manage/ratings-and-reviews (module manage): list, add by hand, reply, show or hide, delete. */
export const reviewsRouter = router({
  list: view.input(ZReviewListInput).output(ZReviewPage).query(({ ctx, input }) => listReviews(ctx.core, input)),
  create: edit.input(ZManualReviewInput).output(ZReviewRow).mutation(({ ctx, input }) => addManualReview(ctx.core, input)),
  reply: edit.input(ZReviewReplyInput).output(ZReviewRow).mutation(({ ctx, input }) => replyToReview(ctx.core, input)),
  removeReply: edit.input(ZContentIdInput).output(ZReviewRow).mutation(({ ctx, input }) => removeReply(ctx.core, input.id)),
  setVisibility: edit.input(ZContentVisibilityInput).output(ZUpdatedCount).mutation(({ ctx, input }) => setReviewVisibility(ctx.core, input.ids, input.visibility)),
  delete: edit.input(ZContentIdsInput).output(ZDeletedCount).mutation(({ ctx, input }) => deleteReviews(ctx.core, input.ids)),
});

/** A signed-in member's side on the website (site key): what they may review, and a review. Not cached. */
export const storefrontReviewsRouter = router({
  reviewable: storefrontProcedure.input(ZMemberIdInput).output(ZReviewableLines).query(({ ctx, input }) => reviewableLines(ctx.store, input)),
  submit: storefrontProcedure.input(ZSubmitReviewInput).output(ZPublicReview).mutation(({ ctx, input }) => submitReview(ctx.store, input)),
});

/** A product's visible reviews for the website (storefront.content.reviews: cached as the other content reads). */
export const storefrontReviewReadsRouter = router({
  list: storefrontProcedure.input(ZProductReviewsInput).output(ZProductReviews).query(({ ctx, input }) => productReviews(ctx.store, input)),
});
