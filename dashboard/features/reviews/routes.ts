import { IconStars } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

export const REVIEWS_PATH = '/manage/ratings-and-reviews';

/** Ratings and reviews of the merchant's products: from members through the website, or added by hand. */
export const reviewsFeature: Feature = {
  module: 'manage',
  routes: [{ path: REVIEWS_PATH, title: 'menu.ratingsAndReviews', load: () => import('./reviews-page.tsx') }],
  menu: [{ label: 'menu.ratingsAndReviews', path: REVIEWS_PATH, icon: IconStars, access: { kind: 'module', module: 'manage' }, section: 'content' }],
};
