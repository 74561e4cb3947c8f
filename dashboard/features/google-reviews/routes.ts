import { IconBrandGoogle } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

/** The merchant's Google reviews: connecting Google, choosing the location, reading and replying. */
export const googleReviewsFeature: Feature = {
  module: 'manage',
  routes: [{ path: '/manage/google-reviews', title: 'googleReviews.title', load: () => import('./google-reviews-screen.tsx') }],
  menu: [{ label: 'menu.googleReviews', path: '/manage/google-reviews', icon: IconBrandGoogle, access: { kind: 'module', module: 'manage' }, section: 'content' }],
};
