import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The provider's request signature (API v3, "Authentication"): HMAC-SHA256 with the secret over
 * "{timestamp}\r\n{METHOD}\r\n{path}\r\n\r\n{body}", as lower-case hex. Webhooks are signed the
 * same way over POST, the webhook address's path and the JSON text of their data.
 */
export function signature(secret: string, timestamp: string, method: string, path: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\r\n${method.toUpperCase()}\r\n${path}\r\n\r\n${body}`).digest('hex');
}

/** The Authorization header of a request: "hmac {key}:{timestamp}:{signature}", timestamp in milliseconds. */
export function authorization(key: string, secret: string, method: string, path: string, body: string, now: number = Date.now()): string {
  const timestamp = String(now);
  return `hmac ${key}:${timestamp}:${signature(secret, timestamp, method, path, body)}`;
}

export function parseAuthorization(header: string | undefined): { key: string; timestamp: string; signature: string } | null {
  const match = /^hmac ([^:\s]+):(\d+):([0-9a-f]{64})$/.exec(header ?? '');
  return match ? { key: match[1]!, timestamp: match[2]!, signature: match[3]! } : null;
}

/** Compares two hex signatures in constant time. */
export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A webhook as the provider posts it: the account, when and how it was signed, the event and its data. */
export interface WebhookBody {
  apiKey: string;
  timestamp: number;
  signature: string;
  eventId: string;
  eventType: string;
  eventVersion: string;
  data: unknown;
}

export function signWebhook(apiKey: string, secret: string, path: string, event: { eventId: string; eventType: string; data: unknown }, now: number = Date.now()): WebhookBody {
  return { apiKey, timestamp: now, signature: signature(secret, String(now), 'POST', path, JSON.stringify(event.data)), eventVersion: 'v3', ...event };
}

/** Whether a webhook body was signed with this account's secret for this path. */
export function webhookGenuine(body: Partial<WebhookBody>, apiKey: string, secret: string, path: string): boolean {
  if (body.apiKey !== apiKey || typeof body.signature !== 'string' || typeof body.timestamp !== 'number' || body.data === undefined) return false;
  return sameSignature(body.signature, signature(secret, String(body.timestamp), 'POST', path, JSON.stringify(body.data)));
}
