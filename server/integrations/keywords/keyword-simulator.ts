import { KEYWORD_COMPETITION, type IdeasRequest, type KeywordIdea, type KeywordPositionFound, type KeywordProvider, type PositionsRequest, type SearchQueriesRequest, type SearchQueryFigures } from '../../../core/reports/keyword-provider.ts';

/** FNV-1a: a small, stable hash, so the same words and day always give the same figures. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Where a keyword stands on a day: a fifth of keywords never rank; the others keep a place of their own and move up to 3 places a day. */
export function simulatedPosition(keyword: string, day: string): number | null {
  const words = keyword.trim().toLowerCase();
  const base = hash(words);
  if (base % 5 === 0) return null;
  const drift = (hash(`${words}|${day}`) % 7) - 3;
  return Math.min(100, Math.max(1, 1 + (base % 40) + drift));
}

/** The simulated queries of a domain: its name with a few words shoppers add. */
const QUERY_FORMS = ['{name}', '{name} online', '{name} price', '{name} near me', 'buy {name}', '{name} review'];

/** The simulated ideas of a search: the words themselves and the ways shoppers extend them. */
const IDEA_FORMS = ['{q}', '{q} near me', '{q} price', 'best {q}', '{q} online', 'cheap {q}', '{q} delivery', '{q} malaysia'];

/**
 * The keyword provider with no network (npm run dev -- --simulators, the tests): positions follow
 * from the keyword and the day alone, search queries from the domain's name and the day, ideas
 * from the words searched alone.
 */
export const keywordSimulator: KeywordProvider = {
  positions: ({ domain, keywords, day }: PositionsRequest): Promise<KeywordPositionFound[]> =>
    Promise.resolve(
      keywords.map((keyword) => {
        const position = simulatedPosition(keyword, day);
        const slug = keyword.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
        return { keyword, position, url: position === null ? '' : `https://${domain}/${slug}` };
      }),
    ),
  searchQueries: ({ domain, day }: SearchQueriesRequest): Promise<SearchQueryFigures[]> => {
    const name = domain.split('.')[0]!.replace(/[-_]+/g, ' ');
    return Promise.resolve(
      QUERY_FORMS.map((form) => form.replace('{name}', name))
        .filter((query) => hash(`${query}|${day}`) % 4 !== 0)
        .map((query) => {
          const impressions = 20 + (hash(`${query}|${day}`) % 300);
          return {
            query,
            impressions,
            clicks: Math.floor((impressions * (1 + (hash(query) % 15))) / 100),
            position: 1 + (hash(`${query}|${day}|position`) % 200) / 10,
          };
        }),
    );
  },
  ideas: ({ query }: IdeasRequest): Promise<KeywordIdea[]> => {
    const q = query.trim().toLowerCase().replace(/\s+/g, ' ');
    return Promise.resolve(
      IDEA_FORMS.map((form) => form.replace('{q}', q)).map((keyword) => ({
        keyword,
        monthlySearches: 10 * (1 + (hash(keyword) % 500)),
        competition: KEYWORD_COMPETITION[hash(`${keyword}|competition`) % KEYWORD_COMPETITION.length]!,
      })),
    );
  },
};
