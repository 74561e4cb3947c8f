import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SimulatorMount } from '../simulator-host.ts';

export const FACEBOOK_PREFIX = '/facebook';

/** The simulated app: what the runtime's adapter and webhook check use with SIMULATORS=1. */
export const FACEBOOK_SIMULATOR_APP = { appId: 'sim-fb-app', appSecret: 'sim-fb-app-secret', verifyToken: 'sim-fb-verify-token' } as const;

/** The pages the login dialog offers; the confirm step makes any other page id asked for (tests keep their own). */
const OFFERED = [
  { id: '1001', name: 'Kedai Kuih Sdn Bhd' },
  { id: '1002', name: 'Kedai Kuih Outlet' },
  { id: '1003', name: 'Kuih Raya Deals' },
];

interface SimPage {
  name: string;
  people: Set<string>;
  sent: { to: string; text: string; quickReplies: string[]; messagingType: string; commentId?: string }[];
  /** Comments on the page's posts: their author, for private replies. */
  comments: Map<string, string>;
  greeting: string;
  subscribed: boolean;
}

const pages = new Map<string, SimPage>();
/** Tokens issued: a user's (the pages it granted) or a page's. */
const tokens = new Map<string, { user: string[] } | { page: string }>();
const codes = new Map<string, string[]>();
let app: { callbackUrl: string; verifyToken: string } | null = null;
/** Endpoints made to fail (their HTTP status), until reset: the spec's "unable to ..." messages. */
const failing = new Map<string, number>();
let messageCount = 0;

const token = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

function pageOf(id: string, name = `Page ${id}`): SimPage {
  let page = pages.get(id);
  if (!page) pages.set(id, (page = { name, people: new Set(), sent: [], comments: new Map(), greeting: '', subscribed: false }));
  return page;
}

const graphError = (reply: FastifyReply, status: number, code: number, message: string) => reply.code(status).send({ error: { message, type: code === 190 ? 'OAuthException' : 'GraphMethodException', code, fbtrace_id: 'sim' } });

/** The switch for this endpoint, when it was made to fail. */
function failed(reply: FastifyReply, endpoint: string): boolean {
  const status = failing.get(endpoint);
  if (status === undefined) return false;
  void graphError(reply, status, status >= 500 ? 2 : 100, 'Simulated failure');
  return true;
}

/** The page a page token opens (any other token: code 190, as Facebook answers a malformed or revoked one). */
function pageToken(reply: FastifyReply, access: unknown, pageId: string): SimPage | null {
  const held = typeof access === 'string' ? tokens.get(access) : undefined;
  if (!held || !('page' in held) || held.page !== pageId) {
    void graphError(reply, 400, 190, 'Malformed access token');
    return null;
  }
  return pageOf(pageId);
}

const body = (raw: unknown): Record<string, unknown> => (typeof raw === 'string' && raw ? (JSON.parse(raw) as Record<string, unknown>) : {});
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A message from a person to a page as Facebook's webhook carries it, and its X-Hub-Signature-256. */
export function signedPageEvent(pageId: string, psid: string, text: string, mid: string, quickReply?: string): { body: string; signature: string } {
  const event = {
    object: 'page',
    entry: [{ id: pageId, time: Date.now(), messaging: [{ sender: { id: psid }, recipient: { id: pageId }, timestamp: Date.now(), message: { mid, text, ...(quickReply && { quick_reply: { payload: quickReply } }) } }] }],
  };
  return signed(event);
}

/** An event as the webhook's body, and its X-Hub-Signature-256 under the app's secret. */
function signed(event: unknown): { body: string; signature: string } {
  const text = JSON.stringify(event);
  return { body: text, signature: `sha256=${createHmac('sha256', FACEBOOK_SIMULATOR_APP.appSecret).update(text).digest('hex')}` };
}

/** A person's comment on a page's post (a live video) as Facebook's feed webhook carries it. */
export function signedCommentEvent(pageId: string, c: { postId: string; fromId: string; fromName: string; message: string; commentId: string }): { body: string; signature: string } {
  const value = { item: 'comment', verb: 'add', comment_id: c.commentId, post_id: c.postId, from: { id: c.fromId, name: c.fromName }, message: c.message, created_time: Math.floor(Date.now() / 1000) };
  return signed({ object: 'page', entry: [{ id: pageId, time: Date.now(), changes: [{ field: 'feed', value }] }] });
}

/** A customer's text to a WhatsApp business number, as the WhatsApp Cloud API's webhook (same Meta app) carries it. */
export function signedWhatsappEvent(to: string, from: string, text: string, id: string): { body: string; signature: string } {
  const value = { messaging_product: 'whatsapp', metadata: { display_phone_number: to }, messages: [{ id, from, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } }] };
  return signed({ object: 'whatsapp_business_account', entry: [{ id: 'sim-waba', changes: [{ field: 'messages', value }] }] });
}

/** Posts a signed event to the app's callback when the page is subscribed (a WhatsApp number always is): the callback's status, 0 when not delivered. */
async function deliver(subscribed: boolean, event: { body: string; signature: string }): Promise<number> {
  if (!app || !subscribed) return 0;
  return fetch(app.callbackUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': event.signature }, body: event.body, signal: AbortSignal.timeout(10_000) })
    .then((r) => r.status)
    .catch(() => 0);
}

/**
 * Facebook's Graph API, login dialog and Messenger Send API with no network (docs/integrations.md).
 * Failure switches under /facebook/_control: fail (an endpoint answers an error until reset),
 * whatsapp/incoming (a customer writes to a WhatsApp business number), pages/:id/revoke (the page's
 * tokens become invalid: code 190), pages/:id/incoming (a person
 * writes to the page: the signed webhook goes to the app's callback), pages/:id/comment (a person
 * comments on the page's post: the signed feed webhook likewise), pages/:id (what the page was sent).
 */
export const facebookSimulator: SimulatorMount = {
  prefix: FACEBOOK_PREFIX,
  register(server: FastifyInstance) {
    server.get<{ Querystring: Record<string, string> }>('/dialog/oauth', (req, reply) => {
      const { redirect_uri: redirectUri = '', state = '' } = req.query;
      const boxes = OFFERED.map((p) => `<label><input type="checkbox" name="page" value="${p.id}" checked> ${escape(p.name)}</label><br>`).join('');
      const hidden = `<input type="hidden" name="redirect_uri" value="${escape(redirectUri)}"><input type="hidden" name="state" value="${escape(state)}">`;
      return reply.type('text/html').send(`<!doctype html><title>Facebook</title><h1>Choose the pages the app may manage</h1><form action="${FACEBOOK_PREFIX}/dialog/oauth/confirm">${boxes}${hidden}<button type="submit">Continue</button></form>`);
    });
    server.get<{ Querystring: { page?: string | string[]; redirect_uri?: string; state?: string } }>('/dialog/oauth/confirm', (req, reply) => {
      const chosen = ([] as string[]).concat(req.query.page ?? []).filter((id) => /^\d+$/.test(id));
      for (const id of chosen) pageOf(id, OFFERED.find((p) => p.id === id)?.name);
      const code = token('code-');
      codes.set(code, chosen);
      const back = new URL(req.query.redirect_uri ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', req.query.state ?? '');
      return reply.redirect(back.toString());
    });
    server.get<{ Querystring: Record<string, string> }>('/oauth/access_token', (req, reply) => {
      if (failed(reply, 'oauth')) return reply;
      const granted = codes.get(req.query.code ?? '');
      if (req.query.client_secret !== FACEBOOK_SIMULATOR_APP.appSecret || !granted) return graphError(reply, 400, 100, 'Invalid verification code format.');
      codes.delete(req.query.code!);
      const user = token('EAAU');
      tokens.set(user, { user: granted });
      return { access_token: user, token_type: 'bearer', expires_in: 5_183_944 };
    });
    server.get<{ Querystring: Record<string, string> }>('/me/accounts', (req, reply) => {
      if (failed(reply, 'accounts')) return reply;
      const held = tokens.get(req.query.access_token ?? '');
      if (!held || !('user' in held)) return graphError(reply, 400, 190, 'Malformed access token');
      return {
        data: held.user.map((id) => {
          const access = token('EAAP');
          tokens.set(access, { page: id });
          return { id, name: pageOf(id).name, access_token: access, category: 'Shopping & retail' };
        }),
        paging: {},
      };
    });
    server.post<{ Params: { appId: string }; Querystring: Record<string, string> }>('/:appId/subscriptions', async (req, reply) => {
      if (failed(reply, 'subscriptions')) return reply;
      const q = req.query;
      if (req.params.appId !== FACEBOOK_SIMULATOR_APP.appId || q.access_token !== `${FACEBOOK_SIMULATOR_APP.appId}|${FACEBOOK_SIMULATOR_APP.appSecret}`) return graphError(reply, 400, 190, 'Invalid app token');
      // As Facebook does: the callback must echo the challenge for the verify token before it is kept.
      const challenge = randomBytes(6).toString('hex');
      const check = new URL(q.callback_url ?? '');
      check.search = new URLSearchParams({ 'hub.mode': 'subscribe', 'hub.challenge': challenge, 'hub.verify_token': q.verify_token ?? '' }).toString();
      const answer = await fetch(check, { signal: AbortSignal.timeout(5000) }).then((r) => r.text()).catch(() => '');
      if (answer !== challenge) return graphError(reply, 400, 2200, 'Callback verification failed');
      app = { callbackUrl: q.callback_url!, verifyToken: q.verify_token ?? '' };
      return { success: true };
    });
    server.post<{ Params: { pageId: string }; Querystring: Record<string, string> }>('/:pageId/subscribed_apps', (req, reply) => {
      if (failed(reply, 'subscribed_apps')) return reply;
      const page = pageToken(reply, req.query.access_token, req.params.pageId);
      if (!page) return reply;
      page.subscribed = true;
      return { success: true };
    });
    server.delete<{ Params: { pageId: string }; Querystring: Record<string, string> }>('/:pageId/subscribed_apps', (req, reply) => {
      if (failed(reply, 'subscribed_apps')) return reply;
      const page = pageToken(reply, req.query.access_token, req.params.pageId);
      if (!page) return reply;
      page.subscribed = false;
      return { success: true };
    });
    server.get<{ Params: { pageId: string }; Querystring: Record<string, string> }>('/:pageId/conversations', (req, reply) => {
      if (failed(reply, 'conversations')) return reply;
      const page = pageToken(reply, req.query.access_token, req.params.pageId);
      if (!page) return reply;
      return { data: [...page.people].map((psid) => ({ id: `t_${psid}`, participants: { data: [{ id: psid, name: `Person ${psid}` }, { id: req.params.pageId, name: page.name }] } })), paging: {} };
    });
    server.route<{ Params: { pageId: string }; Querystring: Record<string, string> }>({
      method: ['POST', 'DELETE'],
      url: '/:pageId/messenger_profile',
      handler: (req, reply) => {
        if (failed(reply, 'messenger_profile')) return reply;
        const page = pageToken(reply, req.query.access_token, req.params.pageId);
        if (!page) return reply;
        const greeting = (body(req.body).greeting as { text?: string }[] | undefined)?.[0]?.text;
        page.greeting = req.method === 'POST' ? String(greeting ?? '') : '';
        return { result: 'success' };
      },
    });
    server.post<{ Params: { pageId: string }; Querystring: Record<string, string> }>('/:pageId/messages', (req, reply) => {
      if (failed(reply, 'messages')) return reply;
      const page = pageToken(reply, req.query.access_token, req.params.pageId);
      if (!page) return reply;
      const sent = body(req.body) as { recipient?: { id?: string; comment_id?: string }; messaging_type?: string; message?: { text?: string; quick_replies?: { payload: string }[] } };
      const commentId = sent.recipient?.comment_id;
      if (commentId !== undefined) {
        // A private reply goes to the comment's author, once per comment.
        const author = page.comments.get(commentId);
        if (!author || page.sent.some((m) => m.commentId === commentId)) return graphError(reply, 400, 10903, 'This comment cannot be replied to privately.');
        page.sent.push({ to: author, text: String(sent.message?.text ?? ''), quickReplies: [], messagingType: String(sent.messaging_type ?? ''), commentId });
        return { recipient_id: author, message_id: `m_sent_${++messageCount}` };
      }
      const to = String(sent.recipient?.id ?? '');
      // People whose id ends in 0000 cannot be reached, as when someone blocked the page.
      if (!page.people.has(to) || to.endsWith('0000')) return graphError(reply, 400, 551, 'This person isn\'t available right now.');
      page.sent.push({ to, text: String(sent.message?.text ?? ''), quickReplies: (sent.message?.quick_replies ?? []).map((q) => q.payload), messagingType: String(sent.messaging_type ?? '') });
      return { recipient_id: to, message_id: `m_sent_${++messageCount}` };
    });
    server.get<{ Params: { pageId: string }; Querystring: Record<string, string> }>('/:pageId', (req, reply) => {
      if (failed(reply, 'page')) return reply;
      const page = pageToken(reply, req.query.access_token, req.params.pageId);
      if (!page) return reply;
      return { id: req.params.pageId, name: page.name };
    });

    server.post('/_control/fail', (req) => {
      const { endpoint, status } = body(req.body) as { endpoint: string; status?: number };
      failing.set(endpoint, status ?? 500);
      return { ok: true };
    });
    server.post('/_control/reset', () => {
      failing.clear();
      return { ok: true };
    });
    server.post<{ Params: { pageId: string } }>('/_control/pages/:pageId/revoke', (req) => {
      for (const [key, held] of tokens) if ('page' in held && held.page === req.params.pageId) tokens.delete(key);
      return { ok: true };
    });
    server.get<{ Params: { pageId: string } }>('/_control/pages/:pageId', (req) => {
      const page = pageOf(req.params.pageId);
      return { name: page.name, greeting: page.greeting, subscribed: page.subscribed, people: [...page.people], sent: page.sent };
    });
    /** A person writes to the page: delivered to the app's callback when the page is subscribed; the signed event is answered either way (tests replay it). */
    server.post<{ Params: { pageId: string } }>('/_control/pages/:pageId/incoming', async (req) => {
      const { psid, text, quickReply, mid } = body(req.body) as { psid: string; text: string; quickReply?: string; mid?: string };
      const page = pageOf(req.params.pageId);
      page.people.add(psid);
      const event = signedPageEvent(req.params.pageId, psid, text, mid ?? `m_in_${++messageCount}`, quickReply);
      return { ...event, delivered: await deliver(page.subscribed, event) };
    });
    /** A customer writes to a WhatsApp business number: delivered to the app's callback when one is set; the signed event is answered either way. */
    server.post('/_control/whatsapp/incoming', async (req) => {
      const { to, from, text } = body(req.body) as { to: string; from: string; text: string };
      const event = signedWhatsappEvent(to, from, text, `wamid.in_${++messageCount}`);
      return { ...event, delivered: await deliver(true, event) };
    });
    /** A person comments on the page's post (a live video): delivered like incoming messages. */
    server.post<{ Params: { pageId: string } }>('/_control/pages/:pageId/comment', async (req) => {
      const { postId, fromId, fromName, message, commentId } = body(req.body) as { postId: string; fromId: string; fromName?: string; message: string; commentId?: string };
      const page = pageOf(req.params.pageId);
      const id = commentId ?? `${postId}_c${++messageCount}`;
      page.comments.set(id, fromId);
      const event = signedCommentEvent(req.params.pageId, { postId, fromId, fromName: fromName ?? '', message, commentId: id });
      return { ...event, delivered: await deliver(page.subscribed, event) };
    });
  },
};
