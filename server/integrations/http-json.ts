/** A failed call, named by its endpoint only (an address may carry a key), with the HTTP status when there was an answer. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface JsonClientOptions {
  timeoutMs?: number;
  /** Waits between attempts; tests shorten them. */
  backoffMs?: readonly number[];
}

/**
 * Calls of a JSON service: each times out, and is tried again on a network failure, 429 or 5xx
 * after 0.5 s and 2 s (only for calls that may be repeated: reads, and writes that set a value).
 * An empty answer is null.
 */
export function jsonClient(base: string, options: JsonClientOptions = {}) {
  const root = base.replace(/\/$/, '');
  const backoff = options.backoffMs ?? [500, 2000];
  return async function call<T>(endpoint: string, path: string, init: RequestInit = {}): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        let response: Response;
        try {
          response = await fetch(`${root}${path}`, { ...init, signal: AbortSignal.timeout(options.timeoutMs ?? 15_000) });
        } catch (error) {
          // fetch names the network's reason (ECONNREFUSED, a timeout) on its error's cause.
          const cause = (error as Error).cause as { code?: string; message?: string } | undefined;
          const reason = cause?.code ?? cause?.message ?? (error as Error).name;
          throw new ProviderError(`${endpoint}: no answer (${reason})`, true);
        }
        if (!response.ok) throw new ProviderError(`${endpoint}: HTTP ${response.status}`, response.status === 429 || response.status >= 500, response.status);
        const text = await response.text();
        try {
          return (text ? JSON.parse(text) : null) as T;
        } catch {
          throw new ProviderError(`${endpoint}: the answer is not JSON`, false, response.status);
        }
      } catch (error) {
        if (!(error instanceof ProviderError) || !error.retry || attempt >= backoff.length) throw error;
        await new Promise((resolve) => setTimeout(resolve, backoff[attempt]));
      }
    }
  };
}
