import { insertMany, type BulkRow } from '../../../../core/db/bulk-write.ts';
import { baseContext, withTransaction } from '../../../../core/shared/context.ts';
import type { Runtime } from '../../../../server/runtime.ts';
import { BENCH_REQUEST } from '../../orders/data/shop.ts';
import { eventRows } from './event-rows.ts';
import { siteEvents, type EventOptions, type EventShop } from './site-events.ts';

/** Events written per transaction: setup, so as few commits as memory allows. */
const LOAD_BATCH = 50_000;

/** Writes the shop's generated events (and their enquiries) with insertMany, a big transaction at a time. */
export async function loadEvents(rt: Runtime, shop: EventShop, options: EventOptions & { progress?: (done: number) => void }): Promise<{ events: number; enquiries: number }> {
  const base = baseContext(rt.database, rt.env, BENCH_REQUEST);
  const make = eventRows(shop, BENCH_REQUEST);
  const totals = { events: 0, enquiries: 0 };
  let rows: BulkRow[] = [];
  let enquiries: BulkRow[] = [];
  const flush = async () => {
    await withTransaction(
      base,
      async (tx) => {
        await insertMany(tx, 'SiteEvent', rows);
        await insertMany(tx, 'Enquiry', enquiries);
      },
      600_000,
    );
    totals.events += rows.length;
    totals.enquiries += enquiries.length;
    [rows, enquiries] = [[], []];
    options.progress?.(totals.events);
  };
  for (const { at, event } of siteEvents(shop, options)) {
    const made = make(at, event);
    rows.push(made.row);
    if (made.enquiry) enquiries.push(made.enquiry);
    if (rows.length === LOAD_BATCH) await flush();
  }
  if (rows.length) await flush();
  return totals;
}
