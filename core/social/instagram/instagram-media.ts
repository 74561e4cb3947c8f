/**
 * An Instagram professional account as the website's feed needs it (docs/social-sync.md):
 * Instagram's login, the account, and its latest media. The adapter
 * (server/integrations/instagram) follows the Instagram Graph API with Instagram Login.
 */
export interface InstagramMedia {
  authorizeUrl(request: { state: string; redirectUri: string }): Promise<string>;
  /** The code exchanged for a long-lived token of the account. */
  exchangeCode(request: { code: string; redirectUri: string }): Promise<SocialToken>;
  account(token: string): Promise<{ id: string; username: string }>;
  /** The account's latest media, newest first. */
  media(token: string, limit: number): Promise<SocialMediaItem[]>;
}

/** A token of an account; refreshToken empty when the network gives none. */
export interface SocialToken {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date | null;
}

/** A photo or video as a feed shows it. */
export interface SocialMediaItem {
  id: string;
  kind: 'photo' | 'video' | 'album';
  caption: string;
  /** The picture (a video's cover). */
  mediaUrl: string;
  permalink: string;
  postedAt: Date;
}
