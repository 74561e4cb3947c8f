import type { SocialAppConfig } from '../../../core/social/config.ts';
import type { InstagramMedia, SocialMediaItem } from '../../../core/social/instagram/instagram-media.ts';
import { SocialNetworkError } from '../../../core/social/social-error.ts';
import { form, socialCall, type SocialCallOptions } from '../social-call.ts';

/** Where Instagram's login, token endpoint and Graph API are (the simulator serves all three). */
export interface InstagramUrls {
  authUrl: string;
  apiUrl: string;
  graphUrl: string;
}

export const INSTAGRAM_URLS: InstagramUrls = { authUrl: 'https://www.instagram.com/oauth/authorize', apiUrl: 'https://api.instagram.com', graphUrl: 'https://graph.instagram.com' };

const KINDS: Record<string, SocialMediaItem['kind']> = { IMAGE: 'photo', VIDEO: 'video', CAROUSEL_ALBUM: 'album' };

interface WireMedia {
  id: string;
  caption?: string;
  media_type?: string;
  media_url?: string;
  thumbnail_url?: string;
  permalink?: string;
  timestamp?: string;
}

/**
 * The Instagram API with Instagram Login (developers.facebook.com/docs/instagram-platform): the
 * authorize page, the code exchanged at api.instagram.com/oauth/access_token and then for a
 * long-lived token (ig_exchange_token), /me and /me/media on graph.instagram.com. A refusal
 * carries { error: { code } }: 190 is an invalid or expired token.
 */
export function instagramHttp(config: SocialAppConfig & InstagramUrls & SocialCallOptions): InstagramMedia {
  async function call<T>(endpoint: string, target: string, init: RequestInit = {}, repeatable = true): Promise<T> {
    const { status, body } = await socialCall(endpoint, target, init, repeatable, config);
    const error = body.error as { code?: number } | undefined;
    if (status >= 400 || error) throw new SocialNetworkError(error?.code === 190 ? 'invalid_token' : 'failed', `${endpoint}: HTTP ${status}${error?.code === undefined ? '' : `, code ${error.code}`}`);
    return body as T;
  }
  const graph = (path: string, query: Record<string, string>) => `${config.graphUrl}${path}?${new URLSearchParams(query).toString()}`;

  return {
    authorizeUrl: ({ state, redirectUri }) =>
      Promise.resolve(`${config.authUrl}?${new URLSearchParams({ client_id: config.appId, redirect_uri: redirectUri, response_type: 'code', scope: 'instagram_business_basic', state }).toString()}`),

    async exchangeCode({ code, redirectUri }) {
      const fields = { client_id: config.appId, client_secret: config.appSecret, grant_type: 'authorization_code', redirect_uri: redirectUri, code };
      const short = await call<{ access_token?: string; data?: { access_token: string }[] }>('oauth/access_token', `${config.apiUrl}/oauth/access_token`, form(fields), false);
      const shortToken = short.access_token ?? short.data?.[0]?.access_token ?? '';
      const long = await call<{ access_token: string; expires_in: number }>('access_token', graph('/access_token', { grant_type: 'ig_exchange_token', client_secret: config.appSecret, access_token: shortToken }));
      return { accessToken: long.access_token, refreshToken: '', expiresAt: new Date(Date.now() + Number(long.expires_in) * 1000) };
    },

    async account(token) {
      const me = await call<{ user_id?: string; id: string; username: string }>('me', graph('/me', { fields: 'user_id,username', access_token: token }));
      return { id: String(me.user_id ?? me.id), username: String(me.username) };
    },

    async media(token, limit) {
      const answer = await call<{ data?: WireMedia[] }>('me/media', graph('/me/media', { fields: 'id,caption,media_type,media_url,thumbnail_url,permalink,timestamp', limit: String(limit), access_token: token }));
      return (answer.data ?? []).map((m) => ({
        id: String(m.id),
        kind: KINDS[m.media_type ?? ''] ?? 'photo',
        caption: m.caption ?? '',
        mediaUrl: (m.media_type === 'VIDEO' ? m.thumbnail_url : m.media_url) ?? '',
        permalink: m.permalink ?? '',
        postedAt: new Date(m.timestamp ?? 0),
      }));
    },
  };
}
