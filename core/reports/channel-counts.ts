import { CHANNELS } from './constants.ts';
import { countEvents, type CountQuery, type CountRow } from './event-counts.ts';
import type { MerchantEvents } from './rollup-marks.ts';

/**
 * A dimension's counts over the website and the app together: what the showcase and affiliate
 * reports read, whose guarantees and links do not depend on where they were followed. Visitors
 * are not added up (a visitor may be on both).
 */
export async function countEveryChannel(ctx: MerchantEvents, query: Omit<CountQuery, 'channel'>): Promise<CountRow[]> {
  const rows = (await Promise.all(CHANNELS.map((channel) => countEvents(ctx, { ...query, channel })))).flat();
  const merged = new Map<string, CountRow>();
  for (const r of rows) {
    const id = `${r.bucket}\u0000${r.key}\u0000${r.sub}`;
    const row = merged.get(id) ?? { ...r, count: 0, visitors: 0 };
    row.count += r.count;
    merged.set(id, row);
  }
  return [...merged.values()];
}
