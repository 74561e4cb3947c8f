import { z } from 'zod';
import {
  chooseGoogleLocation,
  connectGoogle,
  connectUrl,
  disconnectGoogle,
  googleAccounts,
  googleLocations,
  googleReviews,
  googleReviewsStatus,
  replyToGoogleReview,
} from '../../core/content/google-reviews/google-reviews.ts';
import { ZAccountInput, ZChooseLocationInput, ZConnectInput, ZGoogleReviewList, ZGoogleReviewsStatus, ZNamedList, ZReplyInput, ZReviewsInput } from '../../core/content/google-reviews/google-reviews-schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('manage', 'view');
const edit = moduleProcedure('manage', 'edit');

/** The merchant's Google reviews: connecting its Google Business Profile, choosing the location, reading and replying. */
export const googleReviewsRouter = router({
  status: view.output(ZGoogleReviewsStatus).query(({ ctx }) => googleReviewsStatus(ctx.core)),
  connectUrl: edit.output(z.object({ url: z.string() })).mutation(({ ctx }) => connectUrl(ctx.core)),
  connect: edit.input(ZConnectInput).output(ZGoogleReviewsStatus).mutation(({ ctx, input }) => connectGoogle(ctx.core, input)),
  accounts: edit.output(ZNamedList).query(({ ctx }) => googleAccounts(ctx.core)),
  locations: edit.input(ZAccountInput).output(ZNamedList).query(({ ctx, input }) => googleLocations(ctx.core, input)),
  chooseLocation: edit.input(ZChooseLocationInput).output(ZGoogleReviewsStatus).mutation(({ ctx, input }) => chooseGoogleLocation(ctx.core, input)),
  reviews: view.input(ZReviewsInput).output(ZGoogleReviewList).query(({ ctx, input }) => googleReviews(ctx.core, input)),
  reply: edit.input(ZReplyInput).mutation(({ ctx, input }) => replyToGoogleReview(ctx.core, input)),
  disconnect: edit.output(ZGoogleReviewsStatus).mutation(({ ctx }) => disconnectGoogle(ctx.core)),
});
