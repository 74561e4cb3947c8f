import { POPUP_LIMITS as L } from './constants.ts';
import type { TPopupFeed } from './schema.ts';

/**
 * Answers served from memory for a short while: every page view of a busy website asks, and the
 * answer changes with new orders at most. Only a cache: each server process keeps its own, and
 * saving the settings empties the merchant's entries here (other processes within cacheSeconds).
 */
const feeds = new Map<string, { until: number; feed: TPopupFeed }>();

export function cachedFeed(key: string, now: Date): TPopupFeed | null {
  const hit = feeds.get(key);
  if (!hit) return null;
  if (hit.until > now.getTime()) return hit.feed;
  feeds.delete(key);
  return null;
}

export function keepFeed(key: string, now: Date, feed: TPopupFeed): void {
  // The oldest entry goes first (a Map iterates in insertion order).
  if (feeds.size >= L.cacheEntries) feeds.delete(feeds.keys().next().value!);
  feeds.set(key, { until: now.getTime() + L.cacheSeconds * 1000, feed });
}

export function forgetPopupFeeds(merchantId: string): void {
  for (const key of feeds.keys()) if (key.startsWith(`${merchantId}|`)) feeds.delete(key);
}
