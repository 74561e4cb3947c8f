import type { PushOutcome, PushRequest, PushService } from '../../../core/app/push-port.ts';
import { ProviderError, jsonClient, type JsonClientOptions } from '../http-json.ts';

export interface PushHttpConfig extends JsonClientOptions {
  /** The service's base address (PUSH_API_URL, https://fcm.googleapis.com). */
  url: string;
  /** The project messages are sent for (PUSH_PROJECT). */
  project: string;
  /** The access token (PUSH_API_KEY): never logged, never in an error. */
  key: string;
}

/**
 * The push service over HTTP, with Firebase Cloud Messaging's HTTP v1 protocol: POST
 * /v1/projects/{project}/messages:send, Bearer key, { message: { token, notification, data } }.
 * A 404 (UNREGISTERED) says the token is gone. A send is not repeated (a second try could show
 * the message twice): a failure is recorded and the message is not sent to that device.
 */
export function pushHttp(config: PushHttpConfig): PushService {
  const call = jsonClient(config.url, { ...config, backoffMs: [] });
  return {
    async send({ token, title, body, url }: PushRequest): Promise<PushOutcome> {
      try {
        await call<{ name?: string }>('messages:send', `/v1/projects/${encodeURIComponent(config.project)}/messages:send`, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ message: { token, notification: { title, body }, data: url ? { url } : {} } }),
        });
        return { status: 'sent' };
      } catch (error) {
        if (error instanceof ProviderError && error.status === 404) return { status: 'gone' };
        return { status: 'failed', error: error instanceof Error ? error.message : 'failed' };
      }
    },
  };
}
