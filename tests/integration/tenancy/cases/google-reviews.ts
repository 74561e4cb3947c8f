import type { IsolationCase } from '../isolation-cases.ts';

const ownLink = 'reads and writes only the caller’s own Google link, of which B has none (refused before Google is asked)';

/** Google reviews: each merchant's own link to its Google Business Profile. */
export const googleReviewCases: Record<string, IsolationCase> = {
  'googleReviews.status': { list: () => undefined },
  'googleReviews.connectUrl': { none: 'starts a sign-in for the caller’s own merchant' },
  'googleReviews.connect': { none: 'the state names the merchant and user who began the sign-in; another merchant’s is refused (google-reviews.test.ts)' },
  'googleReviews.accounts': { none: ownLink },
  'googleReviews.locations': { none: ownLink },
  'googleReviews.chooseLocation': { none: ownLink },
  // A review of A's location, named: B has no link, and a link names only its own location's reviews.
  'googleReviews.reviews': { none: ownLink },
  'googleReviews.reply': { reach: () => ({ review: 'accounts/1001/locations/2001/reviews/r1', comment: 'Taken over' }) },
  'googleReviews.disconnect': { none: 'removes the caller’s own link only', input: () => undefined },
};
