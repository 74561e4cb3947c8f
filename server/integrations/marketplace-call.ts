import { MarketplaceError } from '../../core/marketplaces/port.ts';

export interface MarketplaceCallOptions {
  timeoutMs?: number;
  /** Waits between attempts of a call that may be repeated; tests shorten them. */
  backoffMs?: readonly number[];
}

/**
 * One call of a marketplace's open platform, answered in JSON whatever its HTTP status (both
 * platforms word their refusals in the body). It times out; a read or a write that sets a value
 * (repeatable) is tried again after 0.5 s and 2 s on a network failure, 429 or 5xx.
 */
export async function marketplaceCall(url: string, init: RequestInit, repeatable: boolean, options: MarketplaceCallOptions): Promise<Record<string, unknown>> {
  const backoff = repeatable ? (options.backoffMs ?? [500, 2000]) : [];
  for (let attempt = 0; ; attempt++) {
    let failure: MarketplaceError;
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs ?? 20_000) });
      const text = await response.text();
      if (response.status !== 429 && response.status < 500) {
        try {
          return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
        } catch {
          throw new MarketplaceError('other', `HTTP ${response.status}: the answer is not JSON`);
        }
      }
      failure = new MarketplaceError('other', `HTTP ${response.status}`);
    } catch (error) {
      if (error instanceof MarketplaceError) throw error;
      const name = (error as Error).name;
      failure = new MarketplaceError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'other', name);
    }
    if (attempt >= backoff.length) throw failure;
    await new Promise((resolve) => setTimeout(resolve, backoff[attempt]));
  }
}

/** Currency units as the platforms write them (12.5, '12.50') in sen. */
export const senOf = (value: unknown): number => Math.round(Number(value ?? 0) * 100);

/** Sen as the platforms take a price: 12.5. */
export const unitsOf = (sen: number): number => sen / 100;
