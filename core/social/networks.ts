import type { SocialPages } from './facebook/social-pages.ts';
import type { InstagramMedia } from './instagram/instagram-media.ts';
import type { ShortVideos } from './tiktok/short-videos.ts';

/** The social networks the server is set up for (docs/social-sync.md); a network left out cannot be connected. */
export interface SocialNetworks {
  facebook?: SocialPages;
  instagram?: InstagramMedia;
  tiktok?: ShortVideos;
  /** What Facebook's webhooks are checked with: the app's secret (X-Hub-Signature-256) and the verify token of the handshake. */
  facebookWebhook?: { appSecret: string; verifyToken: string };
}
