import type { KeywordPositionFound, KeywordProvider, PositionsRequest, SearchQueriesRequest, SearchQueryFigures } from '../../../core/reports/keyword-provider.ts';
import { SEARCH_DEPTH } from '../../../core/reports/keyword-provider.ts';

export interface KeywordHttpConfig {
  /** The service's base address (KEYWORD_API_URL). */
  url: string;
  /** Its API key (KEYWORD_API_KEY): never logged, never in an error. */
  key: string;
  /** The Google country results are read for (KEYWORD_API_COUNTRY, 'my'). */
  country: string;
  timeoutMs?: number;
  /** Waits between attempts; tests shorten them. */
  backoffMs?: readonly number[];
}

/** What a search answers (SerpApi's search.json): the organic results, in order. */
interface SerpAnswer {
  organic_results?: { position?: number; link?: string }[];
}

/** What a search analytics query answers (Google Search Console's searchAnalytics.query). */
interface AnalyticsAnswer {
  rows?: { keys?: string[]; clicks?: number; impressions?: number; position?: number }[];
}

/** A failed call, named by its endpoint only: the address may carry the key. */
class ProviderError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

const sameSite = (link: string, domain: string) => {
  try {
    const host = new URL(link).hostname.toLowerCase().replace(/^www\./, '');
    return host === domain || host.endsWith(`.${domain}`);
  } catch {
    return false;
  }
};

/**
 * The keyword provider over HTTP, with the public protocols of two services: positions from a
 * SERP API (SerpApi's GET /search.json?engine=google&q=...&num=100&gl=...&api_key=...: the
 * domain's first organic result gives the position), search queries from Google Search Console's
 * POST /sites/{site}/searchAnalytics/query (dimension query, one day, Bearer key). KEYWORD_API_URL
 * is the base of both (a gateway that speaks them, docs/reports.md). Calls time out, and being
 * reads, are tried again on a network failure, 429 or 5xx, after 0.5 s and 2 s.
 */
export function keywordHttp(config: KeywordHttpConfig): KeywordProvider {
  const base = config.url.replace(/\/$/, '');
  const backoff = config.backoffMs ?? [500, 2000];

  async function call<T>(endpoint: string, path: string, init: RequestInit = {}): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        let response: Response;
        try {
          response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(config.timeoutMs ?? 15_000) });
        } catch (error) {
          // fetch names the network's reason (ECONNREFUSED, a timeout) on its error's cause.
          const cause = (error as Error).cause as { code?: string; message?: string } | undefined;
          const reason = cause?.code ?? cause?.message ?? (error as Error).name;
          throw new ProviderError(`${endpoint}: no answer (${reason})`, true);
        }
        if (!response.ok) throw new ProviderError(`${endpoint}: HTTP ${response.status}`, response.status === 429 || response.status >= 500);
        try {
          return (await response.json()) as T;
        } catch {
          throw new ProviderError(`${endpoint}: the answer is not JSON`, false);
        }
      } catch (error) {
        if (!(error instanceof ProviderError) || !error.retry || attempt >= backoff.length) throw error;
        await new Promise((resolve) => setTimeout(resolve, backoff[attempt]));
      }
    }
  }

  return {
    async positions({ domain, keywords }: PositionsRequest): Promise<KeywordPositionFound[]> {
      const found: KeywordPositionFound[] = [];
      for (const keyword of keywords) {
        const query = new URLSearchParams({ engine: 'google', q: keyword, num: String(SEARCH_DEPTH), gl: config.country, api_key: config.key });
        const answer = await call<SerpAnswer>('search', `/search.json?${query.toString()}`);
        const hit = (answer.organic_results ?? []).find((r) => typeof r.link === 'string' && sameSite(r.link, domain));
        found.push({ keyword, position: typeof hit?.position === 'number' ? hit.position : null, url: hit?.link ?? '' });
      }
      return found;
    },
    async searchQueries({ domain, day }: SearchQueriesRequest): Promise<SearchQueryFigures[]> {
      const answer = await call<AnalyticsAnswer>('searchAnalytics', `/sites/${encodeURIComponent(`sc-domain:${domain}`)}/searchAnalytics/query`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ startDate: day, endDate: day, dimensions: ['query'], rowLimit: 1000 }),
      });
      return (answer.rows ?? []).map((r) => ({ query: r.keys?.[0] ?? '', clicks: r.clicks ?? 0, impressions: r.impressions ?? 0, position: r.position ?? 0 }));
    },
  };
}
