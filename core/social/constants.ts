import { msg } from '../shared/messages.ts';

/** Section 9: Facebook pages a merchant may connect, Instagram photos and TikTok videos the website's feed shows. */
export const SOCIAL_LIMITS = {
  facebookPages: 2,
  instagramPhotos: 15,
  tiktokVideos: 20,
  /** The page's own text the website may show with it (ours). */
  customContent: 2000,
} as const;

/** Instagram media read to find the latest photos among videos (its API gives at most 100 a call). */
export const INSTAGRAM_MEDIA_READ = 50;

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Each network's sync screen. */
export const SOCIAL_SCREEN_PATHS: Record<SocialNetwork, string> = {
  facebook: '/onesync/facebook-sync',
  instagram: '/onesync/instagram-sync',
  tiktok: '/tiktok-sync',
};

/**
 * Where each network sends the merchant back after signing in: the screen that finishes connecting
 * (Facebook's and Instagram's own return routes, which then open the sync screen; TikTok's sync screen itself).
 */
export const SOCIAL_RETURN_PATHS: Record<SocialNetwork, string> = {
  facebook: '/facebook-connect',
  instagram: '/instagram-redirect',
  tiktok: SOCIAL_SCREEN_PATHS.tiktok,
};

/** Section 8, "Social sync", word for word in the locale files; the "unable to" messages name what was being done. */
export const SOCIAL_MESSAGES = {
  pageLimit: msg('social.pageLimit', { max: SOCIAL_LIMITS.facebookPages }),
  malformedToken: msg('social.malformedToken'),
  unableToAdd: msg('social.unableToAdd'),
  unableToRemove: msg('social.unableToRemove'),
  unableToSubmit: msg('social.unableToSubmit'),
  unableToSave: msg('social.unableToSave'),
  unableToUpdate: msg('social.unableToUpdate'),
  unableToDelete: msg('social.unableToDelete'),
  notConfigured: msg('social.notConfigured'),
  signInFailed: msg('social.signInFailed'),
  noPageChosen: msg('social.noPageChosen'),
  customContentTooLong: msg('social.customContentTooLong', { max: SOCIAL_LIMITS.customContent }),
  syncRunning: msg('social.syncRunning'),
} as const;

export const socialLog = (action: string, params?: Record<string, string | number>) => msg(`log.social.${action}`, params);
