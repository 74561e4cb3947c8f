/**
 * A merchant's Facebook pages as the product needs them (docs/social-sync.md): signing in through
 * Facebook's login dialog, the pages the merchant granted with their page access tokens, each
 * page's subscription to the app's webhook (the app's own is set in Facebook's app dashboard),
 * the people who wrote to a page, the page's Messenger greeting, and messages sent to them. The adapter (server/integrations/facebook) follows the
 * Graph API and the Messenger Platform's Send API; it runs against its simulator in the tests.
 */
export interface SocialPages {
  /** Where the merchant grants the app their pages; Facebook sends them back to redirectUri with a code and the state. */
  authorizeUrl(request: { state: string; redirectUri: string }): Promise<string>;
  /** The code exchanged for a user token, then the pages it was granted, each with its page access token. */
  grantedPages(request: { code: string; redirectUri: string }): Promise<GrantedPage[]>;
  /** The page as its token sees it (a revoked or malformed token is refused). */
  page(pageId: string, token: string): Promise<{ id: string; name: string }>;
  /** The page's events are sent to the app's webhook. */
  subscribePage(pageId: string, token: string): Promise<void>;
  unsubscribePage(pageId: string, token: string): Promise<void>;
  /** The people who have a conversation with the page (their page-scoped ids). */
  conversationPeople(pageId: string, token: string): Promise<string[]>;
  /** The greeting Messenger shows before someone writes (empty: none). */
  setGreeting(pageId: string, token: string, greeting: string): Promise<void>;
  send(pageId: string, token: string, message: OutgoingMessage): Promise<{ messageId: string }>;
}

export interface GrantedPage {
  id: string;
  name: string;
  accessToken: string;
}

export interface OutgoingMessage {
  /**
   * The recipient's page-scoped id, or a comment on the page's post to answer privately (Facebook's
   * private reply: one message to the commenter's Messenger per comment).
   */
  to: string | { commentId: string };
  text: string;
  /** Buttons of suggested answers (Messenger's quick replies, at most 13). */
  quickReplies?: string[];
  /** A reply within 24 hours of the person's message, or an update the page sends on its own (a broadcast). */
  kind: 'reply' | 'update';
}
