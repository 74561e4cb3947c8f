/**
 * The port to a search-ranking service (docs/reports.md, "Keyword ranking and Google keyword
 * reports"): where the merchant's domain stands on Google for the keywords it follows, and the
 * search queries that brought it visitors. Adapters live outside core (server/integrations/keywords/):
 * one over HTTP, one simulator that needs no network.
 */
export interface KeywordProvider {
  /** Google positions of keywords for domain on day (the merchant's calendar day the check runs). */
  positions(request: PositionsRequest): Promise<KeywordPositionFound[]>;
  /** The search queries that showed or brought visitors to domain on day, with their figures. */
  searchQueries(request: SearchQueriesRequest): Promise<SearchQueryFigures[]>;
  /** Keyword ideas around a search (the keyword planner): related searches with their monthly volume. */
  ideas(request: IdeasRequest): Promise<KeywordIdea[]>;
}

export interface PositionsRequest {
  /** The merchant's website host, without scheme or www ('kuihshop.my'). */
  domain: string;
  keywords: readonly string[];
  day: string;
}

export interface KeywordPositionFound {
  keyword: string;
  /** 1 for the first organic result; null when the domain is not in the first 100. */
  position: number | null;
  /** The domain's page that ranked ('' when none did). */
  url: string;
}

export interface SearchQueriesRequest {
  domain: string;
  day: string;
}

export interface SearchQueryFigures {
  query: string;
  clicks: number;
  impressions: number;
  /** Google's average position over the day's impressions (1.0 is the top). */
  position: number;
}

export interface IdeasRequest {
  /** What the merchant typed (at least 3 characters). */
  query: string;
  /** The Google country the volumes are of ('my'); the adapter's own when not given. */
  country?: string;
}

export const KEYWORD_COMPETITION = ['low', 'medium', 'high'] as const;
export type KeywordCompetition = (typeof KEYWORD_COMPETITION)[number];

export interface KeywordIdea {
  keyword: string;
  /** Average searches a month over the last 12 months. */
  monthlySearches: number;
  /** How many advertisers bid on it; null when the service does not know. */
  competition: KeywordCompetition | null;
}

/** Results of a search a position is read from: a domain beyond them is "not in the first 100". */
export const SEARCH_DEPTH = 100;

/** Search engines publish a day's query figures about two days later: the check stores the day that many days back. */
export const SEARCH_QUERY_LAG_DAYS = 2;
