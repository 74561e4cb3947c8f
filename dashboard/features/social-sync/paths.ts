import { SOCIAL_RETURN_PATHS, SOCIAL_SCREEN_PATHS } from '../../../core/social/constants.ts';

/** The social sync screens (routes.json), and the return routes where Facebook and Instagram send the merchant back after signing in. */
export const SOCIAL_PATHS = {
  ...SOCIAL_SCREEN_PATHS,
  facebookReturn: SOCIAL_RETURN_PATHS.facebook,
  instagramReturn: SOCIAL_RETURN_PATHS.instagram,
} as const;
