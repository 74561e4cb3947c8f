import { SocialNetworkError } from '../../core/social/social-error.ts';

export interface SocialCallOptions {
  timeoutMs?: number;
  /** Waits between attempts of a call that may be repeated; tests shorten them. */
  backoffMs?: readonly number[];
}

/**
 * One call of a social network's API, its JSON answer given back whatever the HTTP status (each
 * network words its refusals in the body). It times out; a read or a write that sets a value
 * (repeatable) is tried again after 0.5 s and 2 s on a network failure, 429 or 5xx. Errors name
 * the endpoint only: addresses carry tokens.
 */
export async function socialCall(endpoint: string, url: string, init: RequestInit, repeatable: boolean, options: SocialCallOptions): Promise<{ status: number; body: Record<string, unknown> }> {
  const backoff = repeatable ? (options.backoffMs ?? [500, 2000]) : [];
  for (let attempt = 0; ; attempt++) {
    let failure: SocialNetworkError;
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs ?? 15_000) });
      const text = await response.text();
      let body: Record<string, unknown>;
      try {
        body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      } catch {
        throw new SocialNetworkError('failed', `${endpoint}: HTTP ${response.status}, the answer is not JSON`);
      }
      if (response.status !== 429 && response.status < 500) return { status: response.status, body };
      failure = new SocialNetworkError('failed', `${endpoint}: HTTP ${response.status}`);
    } catch (error) {
      if (error instanceof SocialNetworkError) throw error;
      failure = new SocialNetworkError('failed', `${endpoint}: no answer (${(error as Error).name})`);
    }
    if (attempt >= backoff.length) throw failure;
    await new Promise((resolve) => setTimeout(resolve, backoff[attempt]));
  }
}

/** A form body (OAuth token endpoints take one). */
export const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** A JSON body. */
export const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
