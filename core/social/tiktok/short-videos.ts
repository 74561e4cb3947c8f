import type { SocialMediaItem, SocialToken } from '../instagram/instagram-media.ts';

/**
 * A TikTok account as the website's feed needs it (docs/social-sync.md): TikTok's login, the
 * account and its latest videos. The adapter (server/integrations/tiktok) follows TikTok's Login
 * Kit and Display API (user info, video list).
 */
export interface ShortVideos {
  authorizeUrl(request: { state: string; redirectUri: string }): Promise<string>;
  exchangeCode(request: { code: string; redirectUri: string }): Promise<SocialToken>;
  refresh(refreshToken: string): Promise<SocialToken>;
  account(token: string): Promise<{ id: string; username: string }>;
  /** The latest videos, newest first (the Display API gives at most 20 a call). */
  videos(token: string, limit: number): Promise<SocialMediaItem[]>;
  /** Gives the token back: the account is no longer connected. */
  revoke(token: string): Promise<void>;
}
