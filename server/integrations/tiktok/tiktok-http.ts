import type { SocialAppConfig } from '../../../core/social/config.ts';
import type { SocialToken } from '../../../core/social/instagram/instagram-media.ts';
import { SocialNetworkError } from '../../../core/social/social-error.ts';
import type { ShortVideos } from '../../../core/social/tiktok/short-videos.ts';
import { form, json, socialCall, type SocialCallOptions } from '../social-call.ts';

/** Where TikTok's login page and open API are (the simulator serves both). */
export interface TiktokUrls {
  authUrl: string;
  apiUrl: string;
}

export const TIKTOK_URLS: TiktokUrls = { authUrl: 'https://www.tiktok.com/v2/auth/authorize/', apiUrl: 'https://open.tiktokapis.com' };

/** TikTok's refusals of a token (its error codes). */
const TOKEN_ERRORS = new Set(['access_token_invalid', 'invalid_grant', 'scope_not_authorized']);

interface WireVideo {
  id: string;
  title?: string;
  video_description?: string;
  cover_image_url?: string;
  share_url?: string;
  create_time?: number;
}

/**
 * TikTok's Login Kit and Display API (developers.tiktok.com/doc/login-kit-web,
 * /doc/tiktok-api-v2-video-list): the authorize page, /v2/oauth/token/ (code and refresh),
 * /v2/oauth/revoke/, /v2/user/info/ and /v2/video/list/. The API answers
 * { data, error: { code } } with code 'ok' on success; the token endpoint { error, error_description }.
 */
export function tiktokHttp(config: SocialAppConfig & TiktokUrls & SocialCallOptions): ShortVideos {
  const api = config.apiUrl.replace(/\/$/, '');

  async function call<T>(endpoint: string, target: string, init: RequestInit, repeatable = true): Promise<T> {
    const { status, body } = await socialCall(endpoint, target, init, repeatable, config);
    const code = typeof body.error === 'string' ? body.error : (body.error as { code?: string } | undefined)?.code;
    if (status >= 400 || (code && code !== 'ok')) throw new SocialNetworkError(code && TOKEN_ERRORS.has(code) ? 'invalid_token' : 'failed', `${endpoint}: HTTP ${status}${code ? `, ${code}` : ''}`);
    return body as T;
  }

  async function token(fields: Record<string, string>): Promise<SocialToken> {
    const answer = await call<{ access_token: string; refresh_token: string; expires_in: number }>(
      'oauth/token',
      `${api}/v2/oauth/token/`,
      form({ client_key: config.appId, client_secret: config.appSecret, ...fields }),
      false,
    );
    return { accessToken: answer.access_token, refreshToken: answer.refresh_token, expiresAt: new Date(Date.now() + Number(answer.expires_in) * 1000) };
  }
  const bearer = (t: string) => ({ authorization: `Bearer ${t}` });

  return {
    authorizeUrl: ({ state, redirectUri }) =>
      Promise.resolve(`${config.authUrl}?${new URLSearchParams({ client_key: config.appId, scope: 'user.info.basic,video.list', response_type: 'code', redirect_uri: redirectUri, state }).toString()}`),
    exchangeCode: ({ code, redirectUri }) => token({ code, grant_type: 'authorization_code', redirect_uri: redirectUri }),
    refresh: (refreshToken) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),

    async account(t) {
      const answer = await call<{ data: { user: { open_id: string; display_name: string } } }>('user/info', `${api}/v2/user/info/?fields=open_id,display_name`, { headers: bearer(t) });
      return { id: answer.data.user.open_id, username: answer.data.user.display_name };
    },

    async videos(t, limit) {
      const answer = await call<{ data: { videos?: WireVideo[] } }>(
        'video/list',
        `${api}/v2/video/list/?fields=id,title,video_description,cover_image_url,share_url,create_time`,
        json('POST', { max_count: limit }, bearer(t)),
      );
      return (answer.data.videos ?? []).map((v) => ({
        id: String(v.id),
        kind: 'video' as const,
        caption: v.title || v.video_description || '',
        mediaUrl: v.cover_image_url ?? '',
        permalink: v.share_url ?? '',
        postedAt: new Date(Number(v.create_time ?? 0) * 1000),
      }));
    },

    async revoke(t) {
      await call('oauth/revoke', `${api}/v2/oauth/revoke/`, form({ client_key: config.appId, client_secret: config.appSecret, token: t }), false);
    },
  };
}
