import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { signInPage } from '../social-sign-in-page.ts';
import type { SimulatorMount } from '../simulator-host.ts';

export const INSTAGRAM_PREFIX = '/instagram';
export const INSTAGRAM_SIMULATOR_APP = { appId: 'sim-ig-app', appSecret: 'sim-ig-app-secret' } as const;

interface SimMedia {
  id: string;
  caption: string;
  media_type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  timestamp: string;
}

const codes = new Map<string, string>();
const tokens = new Map<string, string>();
const accounts = new Map<string, SimMedia[]>();
const failing = new Map<string, number>();
let posted = 0;

const stableId = (username: string) => String(17_841_400_000_000_000n + BigInt([...username].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1_000_000, 7)));

/** An account's media, newest first: 24 posts a day apart, every fifth a video and every seventh an album. */
function mediaOf(username: string): SimMedia[] {
  let media = accounts.get(username);
  if (!media) {
    const start = Date.UTC(2026, 9, 31, 4);
    media = Array.from({ length: 24 }, (_, i) => ({
      id: `${stableId(username)}${String(i).padStart(3, '0')}`,
      caption: `${username} post ${24 - i}`,
      media_type: i % 5 === 4 ? 'VIDEO' : i % 7 === 6 ? 'CAROUSEL_ALBUM' : 'IMAGE',
      timestamp: new Date(start - i * 86_400_000).toISOString(),
    }));
    accounts.set(username, media);
  }
  return media;
}

const refuse = (reply: FastifyReply, status: number, code: number) => reply.code(status).send({ error: { message: code === 190 ? 'Invalid OAuth access token' : 'Simulated failure', type: 'OAuthException', code } });

function failed(reply: FastifyReply, endpoint: string): boolean {
  const status = failing.get(endpoint);
  if (status !== undefined) void refuse(reply, status, status >= 500 ? 2 : 100);
  return status !== undefined;
}

function holder(reply: FastifyReply, token: unknown): string | null {
  const username = typeof token === 'string' ? tokens.get(token) : undefined;
  if (!username) void refuse(reply, 400, 190);
  return username ?? null;
}

const form = (raw: unknown) => new URLSearchParams(typeof raw === 'string' ? raw : '');

/**
 * Instagram's login, token endpoints and Graph API (/me, /me/media) with no network. Switches under
 * /instagram/_control: fail (an endpoint answers an error until reset), accounts/:username/post (a
 * new photo), accounts/:username/revoke (its tokens become invalid: code 190).
 */
export const instagramSimulator: SimulatorMount = {
  prefix: INSTAGRAM_PREFIX,
  register(server: FastifyInstance) {
    signInPage(server, {
      prefix: INSTAGRAM_PREFIX,
      path: '/oauth/authorize',
      network: 'Instagram',
      issue: (username) => {
        const code = `igcode-${randomBytes(10).toString('hex')}`;
        codes.set(code, username);
        return code;
      },
    });
    server.post('/oauth/access_token', (req, reply) => {
      if (failed(reply, 'oauth')) return reply;
      const fields = form(req.body);
      const username = codes.get(fields.get('code') ?? '');
      if (fields.get('client_secret') !== INSTAGRAM_SIMULATOR_APP.appSecret || !username) return refuse(reply, 400, 100);
      codes.delete(fields.get('code')!);
      const token = `IGQshort${randomBytes(10).toString('hex')}`;
      tokens.set(token, username);
      return { access_token: token, user_id: stableId(username), permissions: ['instagram_business_basic'] };
    });
    server.get<{ Querystring: Record<string, string> }>('/graph/access_token', (req, reply) => {
      const username = holder(reply, req.query.access_token);
      if (!username) return reply;
      const token = `IGQlong${randomBytes(10).toString('hex')}`;
      tokens.set(token, username);
      return { access_token: token, token_type: 'bearer', expires_in: 5_184_000 };
    });
    server.get<{ Querystring: Record<string, string> }>('/graph/me', (req, reply) => {
      if (failed(reply, 'me')) return reply;
      const username = holder(reply, req.query.access_token);
      if (!username) return reply;
      return { user_id: stableId(username), username, id: stableId(username) };
    });
    server.get<{ Querystring: Record<string, string> }>('/graph/me/media', (req, reply) => {
      if (failed(reply, 'media')) return reply;
      const username = holder(reply, req.query.access_token);
      if (!username) return reply;
      const limit = Math.min(Number(req.query.limit ?? 25), 100);
      const data = mediaOf(username)
        .slice(0, limit)
        .map((m) => ({ ...m, permalink: `https://www.instagram.com/p/${m.id}/`, ...(m.media_type === 'VIDEO' ? { thumbnail_url: `https://scontent.cdninstagram.test/${m.id}.jpg`, media_url: `https://scontent.cdninstagram.test/${m.id}.mp4` } : { media_url: `https://scontent.cdninstagram.test/${m.id}.jpg` }) }));
      return { data, paging: {} };
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
    server.post<{ Params: { username: string } }>('/_control/accounts/:username/post', (req) => {
      const { caption } = JSON.parse(String(req.body || '{}')) as { caption?: string };
      const media = mediaOf(req.params.username);
      const id = `${stableId(req.params.username)}9${String(++posted).padStart(3, '0')}`;
      media.unshift({ id, caption: caption ?? 'New photo', media_type: 'IMAGE', timestamp: new Date(Date.parse(media[0]!.timestamp) + 3_600_000).toISOString() });
      return { id };
    });
    server.post<{ Params: { username: string } }>('/_control/accounts/:username/revoke', (req) => {
      for (const [token, username] of tokens) if (username === req.params.username) tokens.delete(token);
      return { ok: true };
    });
  },
};
