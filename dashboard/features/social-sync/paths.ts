import { SOCIAL_RETURN_PATHS } from '../../../core/social/constants.ts';

/** The social sync screens (routes.json); each is also where its network sends the merchant back after signing in. */
export const SOCIAL_PATHS = {
  facebook: SOCIAL_RETURN_PATHS.facebook,
  instagram: SOCIAL_RETURN_PATHS.instagram,
  tiktok: SOCIAL_RETURN_PATHS.tiktok,
} as const;
