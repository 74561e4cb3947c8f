import type { ResponseMeta } from '@trpc/server/http';

/** The storefront's content reads (docs/content.md): what the merchant publishes, the same for every visitor. */
const CACHEABLE = 'storefront.content.';

/**
 * A website (or a cache in front of it) may keep a content answer a minute and serve it stale
 * while fetching it again: edits show within a minute. Vary: each site key is another shop.
 */
export const CONTENT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** Caching headers for a /trpc answer: only successful queries that all read storefront content. */
export function storefrontCaching(opts: { paths: readonly string[] | undefined; type: string; errors: unknown[] }): ResponseMeta {
  const { paths, type, errors } = opts;
  if (type !== 'query' || errors.length > 0 || !paths?.length || !paths.every((p) => p.startsWith(CACHEABLE))) return {};
  return { headers: { 'cache-control': CONTENT_CACHE_CONTROL, vary: 'x-site-key' } };
}
