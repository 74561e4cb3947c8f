import type { FacebookAppConfig } from '../../../core/social/config.ts';
import type { GrantedPage, OutgoingMessage, SocialPages } from '../../../core/social/facebook/social-pages.ts';
import { SocialNetworkError } from '../../../core/social/social-error.ts';
import { json, socialCall, type SocialCallOptions } from '../social-call.ts';

/** What the merchant grants: the pages, their messages, and subscribing the app to them. */
const SCOPES = 'pages_show_list,pages_messaging,pages_manage_metadata,pages_read_engagement';

/** Messenger shows at most 20 characters of a quick reply's button; its payload carries the whole question. */
const QUICK_REPLY_TITLE_MAX = 20;

/** Pages of conversations read at most: a sync stops there (100 people a page). */
const MAX_CONVERSATION_PAGES = 50;

interface GraphError {
  error?: { message?: string; code?: number };
}

/**
 * Facebook's Graph API and Messenger Platform (developers.facebook.com/docs/graph-api,
 * /docs/messenger-platform): the login dialog and token exchange, /me/accounts for the pages
 * granted, /{page-id}/subscribed_apps for the page's events,
 * /{page-id}/conversations, /{page-id}/messenger_profile and the Send API /{page-id}/messages.
 * A refusal carries { error: { code } }: 190 is a malformed, expired or revoked token.
 */
export function facebookHttp(config: FacebookAppConfig & SocialCallOptions): SocialPages {
  const graph = config.graphUrl.replace(/\/$/, '');
  const url = (path: string, query: Record<string, string>) => `${graph}${path}?${new URLSearchParams(query).toString()}`;

  async function call<T>(endpoint: string, target: string, init: RequestInit = {}, repeatable = true): Promise<T> {
    const { status, body } = await socialCall(endpoint, target, init, repeatable, config);
    const error = (body as GraphError).error;
    if (status >= 400 || error) {
      const code = error?.code;
      throw new SocialNetworkError(code === 190 ? 'invalid_token' : 'failed', `${endpoint}: HTTP ${status}${code === undefined ? '' : `, code ${code}`}`);
    }
    return body as T;
  }

  return {
    authorizeUrl: ({ state, redirectUri }) =>
      Promise.resolve(`${config.dialogUrl}?${new URLSearchParams({ client_id: config.appId, redirect_uri: redirectUri, state, scope: SCOPES, response_type: 'code' }).toString()}`),

    async grantedPages({ code, redirectUri }) {
      const user = await call<{ access_token: string }>(
        'oauth/access_token',
        url('/oauth/access_token', { client_id: config.appId, client_secret: config.appSecret, redirect_uri: redirectUri, code }),
        {},
        false,
      );
      const pages: GrantedPage[] = [];
      let next: string | undefined = url('/me/accounts', { fields: 'id,name,access_token', access_token: user.access_token });
      while (next) {
        const answer: { data?: { id: string; name: string; access_token: string }[]; paging?: { next?: string } } = await call('me/accounts', next);
        for (const p of answer.data ?? []) pages.push({ id: String(p.id), name: String(p.name), accessToken: String(p.access_token) });
        next = answer.paging?.next;
      }
      return pages;
    },

    async page(pageId, token) {
      const answer = await call<{ id: string; name: string }>('page', url(`/${encodeURIComponent(pageId)}`, { fields: 'id,name', access_token: token }));
      return { id: String(answer.id), name: String(answer.name) };
    },

    async subscribePage(pageId, token) {
      await call('subscribed_apps', url(`/${encodeURIComponent(pageId)}/subscribed_apps`, { subscribed_fields: 'messages,feed', access_token: token }), { method: 'POST' });
    },

    async unsubscribePage(pageId, token) {
      await call('subscribed_apps', url(`/${encodeURIComponent(pageId)}/subscribed_apps`, { access_token: token }), { method: 'DELETE' });
    },

    async conversationPeople(pageId, token) {
      const people = new Set<string>();
      let next: string | undefined = url(`/${encodeURIComponent(pageId)}/conversations`, { fields: 'participants', platform: 'messenger', limit: '100', access_token: token });
      for (let read = 0; next && read < MAX_CONVERSATION_PAGES; read++) {
        const answer: { data?: { participants?: { data?: { id: string }[] } }[]; paging?: { next?: string } } = await call('conversations', next);
        for (const conversation of answer.data ?? []) for (const p of conversation.participants?.data ?? []) if (String(p.id) !== pageId) people.add(String(p.id));
        next = answer.paging?.next;
      }
      return [...people];
    },

    async setGreeting(pageId, token, greeting) {
      const target = url(`/${encodeURIComponent(pageId)}/messenger_profile`, { access_token: token });
      if (greeting) await call('messenger_profile', target, json('POST', { greeting: [{ locale: 'default', text: greeting }] }));
      else await call('messenger_profile', target, json('DELETE', { fields: ['greeting'] }));
    },

    async send(pageId, token, message: OutgoingMessage) {
      const body = {
        recipient: typeof message.to === 'string' ? { id: message.to } : { comment_id: message.to.commentId },
        messaging_type: message.kind === 'reply' ? 'RESPONSE' : 'UPDATE',
        message: {
          text: message.text,
          ...(message.quickReplies?.length && { quick_replies: message.quickReplies.map((question) => ({ content_type: 'text', title: question.slice(0, QUICK_REPLY_TITLE_MAX), payload: question })) }),
        },
      };
      // Sending creates a message: never repeated blindly.
      const answer = await call<{ message_id: string }>('messages', url(`/${encodeURIComponent(pageId)}/messages`, { access_token: token }), json('POST', body), false);
      return { messageId: String(answer.message_id) };
    },
  };
}
