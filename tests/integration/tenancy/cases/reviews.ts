import type { IsolationCase } from '../isolation-cases.ts';

/** Ratings and reviews: the back office's list and changes, the website's reviews and reads. */
export const reviewCases: Record<string, IsolationCase> = {
  'reviews.list': { list: (a) => ({ search: a.marker.toLowerCase(), pageSize: 80 }) },
  'reviews.create': { reach: (a) => ({ productId: a.catalogue.productId, reviewerName: 'Intruder', stars: 1, reviewedAt: new Date() }) },
  'reviews.reply': { reach: (a) => ({ id: a.reviews.reviewId, reply: 'Taken over' }) },
  'reviews.removeReply': { reach: (a) => ({ id: a.reviews.reviewId }) },
  'reviews.setVisibility': { reach: (a) => ({ ids: [a.reviews.hiddenReviewId], visibility: 'public' }) },
  'reviews.delete': { reach: (a) => ({ ids: [a.reviews.reviewId] }) },

  'storefront.reviews.reviewable': { reach: (a) => ({ memberId: a.members.memberId }) },
  'storefront.reviews.submit': { reach: (a) => ({ memberId: a.members.memberId, orderItemId: a.reviews.orderItemId, stars: 5 }) },
  'storefront.content.reviews.list': { list: (a) => ({ productId: a.catalogue.productId, pageSize: 100 }) },
};
