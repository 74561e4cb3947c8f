import type { IdeasRequest, KeywordIdea, KeywordPositionFound, KeywordProvider, PositionsRequest, SearchQueriesRequest, SearchQueryFigures } from '../../../core/reports/keyword-provider.ts';
import { SEARCH_DEPTH } from '../../../core/reports/keyword-provider.ts';
import { jsonClient, type JsonClientOptions } from '../http-json.ts';

export interface KeywordHttpConfig extends JsonClientOptions {
  /** The service's base address (KEYWORD_API_URL). */
  url: string;
  /** Its API key (KEYWORD_API_KEY): never logged, never in an error. */
  key: string;
  /** The Google country results are read for (KEYWORD_API_COUNTRY, 'my'). */
  country: string;
}

/** What a search answers (SerpApi's search.json): the organic results, in order. */
interface SerpAnswer {
  organic_results?: { position?: number; link?: string }[];
}

/** What a search analytics query answers (Google Search Console's searchAnalytics.query). */
interface AnalyticsAnswer {
  rows?: { keys?: string[]; clicks?: number; impressions?: number; position?: number }[];
}

/** What a keyword ideas query answers (Google Ads' KeywordPlanIdeaService.GenerateKeywordIdeas): int64 volumes come as text. */
interface IdeasAnswer {
  results?: { text?: string; keywordIdeaMetrics?: { avgMonthlySearches?: string | number; competition?: string } }[];
}

/** Google Ads' geo target constants of the countries the shops sell in; another country asks worldwide. */
const GEO_TARGETS: Record<string, number> = { my: 2458, sg: 2702, id: 2360, th: 2764, bn: 2096, ph: 2608, us: 2840, gb: 2826, au: 2036 };

const competitionOf = (level: string | undefined): KeywordIdea['competition'] => (level === 'LOW' ? 'low' : level === 'MEDIUM' ? 'medium' : level === 'HIGH' ? 'high' : null);

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
 * is the base of both (a gateway that speaks them, docs/reports.md). Keyword ideas come from Google
 * Ads' POST /keywordPlanIdeas:generateKeywordIdeas (a keyword seed, the country's geo target). Calls time out, and being
 * reads, are tried again on a network failure, 429 or 5xx, after 0.5 s and 2 s.
 */
export function keywordHttp(config: KeywordHttpConfig): KeywordProvider {
  const call = jsonClient(config.url, config);
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
    async ideas({ query, country }: IdeasRequest): Promise<KeywordIdea[]> {
      const geo = GEO_TARGETS[(country ?? config.country).toLowerCase()];
      const answer = await call<IdeasAnswer>('keywordIdeas', '/keywordPlanIdeas:generateKeywordIdeas', {
        method: 'POST',
        headers: { authorization: `Bearer ${config.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ keywordSeed: { keywords: [query] }, ...(geo && { geoTargetConstants: [`geoTargetConstants/${geo}`] }), keywordPlanNetwork: 'GOOGLE_SEARCH', pageSize: 50 }),
      });
      return (answer.results ?? []).map((r) => ({ keyword: r.text ?? '', monthlySearches: Number(r.keywordIdeaMetrics?.avgMonthlySearches ?? 0), competition: competitionOf(r.keywordIdeaMetrics?.competition) }));
    },
  };
}
