import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { VapidKeys, WebPushOutcome, WebPushSender, WebPushTarget } from '../../../core/web-push/sender-port.ts';

export interface WebPushLibraryConfig {
  /** The VAPID subject: a mailto: or https: contact for the push services. */
  subject: string;
  /** How long a push service may take to answer. */
  timeoutMs?: number;
  /** How long a push service keeps a message for a browser that is offline. */
  ttlSeconds?: number;
  /** Only the tests' local push service (a self-signed certificate) needs one. */
  agent?: Agent;
}

/**
 * Delivers through the `web-push` library: the payload encrypted for the subscription
 * (RFC 8291, aes128gcm) and signed with the merchant's VAPID keys (RFC 8292). A 404 or 410 says
 * the subscription is gone. A send is not repeated (a second try could show it twice).
 */
export function webPushLibrary(config: WebPushLibraryConfig): WebPushSender {
  return {
    async send(target: WebPushTarget, payload: string, vapid: VapidKeys): Promise<WebPushOutcome> {
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
          vapidDetails: { subject: config.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          contentEncoding: 'aes128gcm',
          TTL: config.ttlSeconds ?? 24 * 3600,
          timeout: config.timeoutMs ?? 10_000,
          ...(config.agent && { agent: config.agent }),
        });
        return { status: 'sent' };
      } catch (error) {
        if (error instanceof webpush.WebPushError) {
          if (error.statusCode === 404 || error.statusCode === 410) return { status: 'gone' };
          return { status: 'failed', error: `HTTP ${error.statusCode}` };
        }
        return { status: 'failed', error: error instanceof Error ? error.message : 'failed' };
      }
    },
  };
}
