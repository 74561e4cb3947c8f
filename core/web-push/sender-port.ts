/**
 * The port to the browsers' push services (docs/web-push.md): delivers one encrypted message to
 * one subscription, signed with the merchant's VAPID keys. Adapters live outside core
 * (server/integrations/web-push/): one over the `web-push` library, one simulator.
 */
export interface WebPushSender {
  send(target: WebPushTarget, payload: string, vapid: VapidKeys): Promise<WebPushOutcome>;
}

/** A subscription as the browser gave it: the push service's endpoint and the keys to encrypt for it. */
export interface WebPushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The merchant's VAPID pair (base64url), the private key unsealed only for the send. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * sent: the push service took the message; gone: it answered 404 or 410 (the subscription
 * expired or was removed), so the subscription is marked expired; failed: anything else.
 */
export type WebPushOutcome = { status: 'sent' } | { status: 'gone' } | { status: 'failed'; error: string };

/** What the website's service worker receives (docs/web-push.md shows it showing the notification). */
export interface WebPushPayload {
  title: string;
  body: string;
  url: string;
  image: string | null;
}
