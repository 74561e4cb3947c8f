import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { signInPage } from '../social-sign-in-page.ts';
import type { SimulatorMount } from '../simulator-host.ts';

export const TIKTOK_PREFIX = '/tiktok';
export const TIKTOK_SIMULATOR_APP = { appId: 'sim-tiktok-key', appSecret: 'sim-tiktok-secret' } as const;

const codes = new Map<string, string>();
const accessTokens = new Map<string, string>();
const refreshTokens = new Map<string, string>();
const failing = new Map<string, number>();

const openId = (username: string) => `-000${createHash('sha256').update(username).digest('hex').slice(0, 20)}`;

/** 30 videos a day apart, newest first, of an account. */
const videosOf = (username: string) => {
  const start = Date.UTC(2026, 10, 20, 12) / 1000;
  return Array.from({ length: 30 }, (_, i) => ({
    id: `7${openId(username).slice(4, 14).replace(/[a-f]/g, '1')}${String(i).padStart(4, '0')}`,
    title: `${username} video ${30 - i}`,
    video_description: '',
    cover_image_url: `https://p16-sign.tiktokcdn.test/${username}/${i}.jpeg`,
    share_url: `https://www.tiktok.com/@${username}/video/${i}`,
    create_time: start - i * 86_400,
  }));
};

const logId = () => randomBytes(8).toString('hex');
const apiError = (reply: FastifyReply, status: number, code: string) => reply.code(status).send({ data: {}, error: { code, message: code, log_id: logId() } });

function failed(reply: FastifyReply, endpoint: string): boolean {
  const status = failing.get(endpoint);
  if (status !== undefined) void apiError(reply, status, status >= 500 ? 'internal_error' : 'invalid_params');
  return status !== undefined;
}

function bearer(reply: FastifyReply, header: string | undefined): string | null {
  const username = accessTokens.get((header ?? '').replace(/^Bearer /, ''));
  if (!username) void apiError(reply, 401, 'access_token_invalid');
  return username ?? null;
}

function issue(username: string) {
  const access = `act.${randomBytes(12).toString('hex')}`;
  const refresh = `rft.${randomBytes(12).toString('hex')}`;
  accessTokens.set(access, username);
  refreshTokens.set(refresh, username);
  return { access_token: access, expires_in: 86_400, open_id: openId(username), refresh_token: refresh, refresh_expires_in: 31_536_000, scope: 'user.info.basic,video.list', token_type: 'Bearer' };
}

const form = (raw: unknown) => new URLSearchParams(typeof raw === 'string' ? raw : '');

/**
 * TikTok's Login Kit and Display API with no network. Switches under /tiktok/_control: fail (an
 * endpoint answers an error until reset), accounts/:username/revoke (its tokens become invalid).
 */
export const tiktokSimulator: SimulatorMount = {
  prefix: TIKTOK_PREFIX,
  register(server: FastifyInstance) {
    signInPage(server, {
      prefix: TIKTOK_PREFIX,
      path: '/v2/auth/authorize',
      network: 'TikTok',
      issue: (username) => {
        const code = `ttcode-${randomBytes(10).toString('hex')}`;
        codes.set(code, username);
        return code;
      },
    });
    server.post('/v2/oauth/token/', (req, reply) => {
      if (failed(reply, 'oauth')) return reply;
      const fields = form(req.body);
      if (fields.get('client_secret') !== TIKTOK_SIMULATOR_APP.appSecret) return reply.code(400).send({ error: 'invalid_client', error_description: 'Client secret is invalid', log_id: logId() });
      const grant = fields.get('grant_type');
      const store = grant === 'refresh_token' ? refreshTokens : codes;
      const key = fields.get(grant === 'refresh_token' ? 'refresh_token' : 'code') ?? '';
      const username = store.get(key);
      if (!username) return reply.code(400).send({ error: 'invalid_grant', error_description: 'Authorization code is expired.', log_id: logId() });
      store.delete(key);
      return issue(username);
    });
    server.post('/v2/oauth/revoke/', (req, reply) => {
      if (failed(reply, 'revoke')) return reply;
      accessTokens.delete(form(req.body).get('token') ?? '');
      return {};
    });
    server.get('/v2/user/info/', (req, reply) => {
      if (failed(reply, 'user')) return reply;
      const username = bearer(reply, req.headers.authorization);
      if (!username) return reply;
      return { data: { user: { open_id: openId(username), display_name: username } }, error: { code: 'ok', message: '', log_id: logId() } };
    });
    server.post('/v2/video/list/', (req, reply) => {
      if (failed(reply, 'videos')) return reply;
      const username = bearer(reply, req.headers.authorization);
      if (!username) return reply;
      const max = Math.min(Number((JSON.parse(String(req.body || '{}')) as { max_count?: number }).max_count ?? 10), 20);
      const videos = videosOf(username);
      return { data: { videos: videos.slice(0, max), cursor: videos[max - 1]?.create_time ?? 0, has_more: videos.length > max }, error: { code: 'ok', message: '', log_id: logId() } };
    });

    server.post('/_control/fail', (req) => {
      const { endpoint, status } = JSON.parse(String(req.body)) as { endpoint: string; status?: number };
      failing.set(endpoint, status ?? 500);
      return { ok: true };
    });
    server.post('/_control/reset', () => {
      failing.clear();
      return { ok: true };
    });
    server.post<{ Params: { username: string } }>('/_control/accounts/:username/revoke', (req) => {
      for (const [token, username] of accessTokens) if (username === req.params.username) accessTokens.delete(token);
      return { ok: true };
    });
  },
};
