import type { Ctx } from '../shared/context.ts';
import { socialRefusal } from './calling.ts';
import { INSTAGRAM_MEDIA_READ, SOCIAL_LIMITS, SOCIAL_MESSAGES as M } from './constants.ts';
import type { SocialMediaItem, SocialToken } from './instagram/instagram-media.ts';

/** The networks whose accounts feed the website: Instagram's latest photos, TikTok's latest videos. */
export type FeedNetworkName = 'instagram' | 'tiktok';

/** What connecting and syncing an account needs of its network, the same for both. */
export interface FeedNetwork {
  authorizeUrl(request: { state: string; redirectUri: string }): Promise<string>;
  exchangeCode(request: { code: string; redirectUri: string }): Promise<SocialToken>;
  refresh?(refreshToken: string): Promise<SocialToken>;
  account(token: string): Promise<{ id: string; username: string }>;
  /** The latest items the website shows, newest first. */
  latest(token: string): Promise<SocialMediaItem[]>;
  /** Gives the token back, where the network has a way to. */
  revoke?(token: string): Promise<void>;
  /** Instagram keeps several accounts, one active for the website; TikTok one. */
  several: boolean;
}

/** The network's port as connecting and syncing use it; not set up: "not configured". */
export function feedNetwork(ctx: Ctx, name: FeedNetworkName): FeedNetwork {
  if (name === 'instagram') {
    const port = ctx.env.social?.instagram;
    if (!port) throw socialRefusal('NOT_CONFIGURED', M.notConfigured);
    return {
      authorizeUrl: (r) => port.authorizeUrl(r),
      exchangeCode: (r) => port.exchangeCode(r),
      account: (t) => port.account(t),
      // Section 9: the latest 15 photos; videos are left out, so more media are read to find them.
      latest: async (t) => (await port.media(t, INSTAGRAM_MEDIA_READ)).filter((m) => m.kind !== 'video').slice(0, SOCIAL_LIMITS.instagramPhotos),
      several: true,
    };
  }
  const port = ctx.env.social?.tiktok;
  if (!port) throw socialRefusal('NOT_CONFIGURED', M.notConfigured);
  return {
    authorizeUrl: (r) => port.authorizeUrl(r),
    exchangeCode: (r) => port.exchangeCode(r),
    refresh: (t) => port.refresh(t),
    account: (t) => port.account(t),
    latest: (t) => port.videos(t, SOCIAL_LIMITS.tiktokVideos),
    revoke: (t) => port.revoke(t),
    several: false,
  };
}
