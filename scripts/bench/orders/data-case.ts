import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_TIME_ZONE, localDate } from '../../../core/shared/time.ts';
import { checkGeneratorMatchesCheckout } from './data/checkout-check.ts';
import { generateOrders } from './data/generate-orders.ts';
import { loadCatalogue, setUpShop } from './data/shop.ts';
import { measured } from './measure.ts';
import { SHOP_FILE, runtimeAt, type Place, type ShopFile } from './place.ts';

const SPAN_DAYS = 730;

/** The shops and their orders; the generator's rows are first checked against the real checkout. */
export async function generateCase(place: Place, orders: number, others: number): Promise<object> {
  const rt = await runtimeAt(place, true);
  try {
    const shop = await setUpShop(rt, 'Bench shop', `bench${Date.now().toString(36)}`);
    const check = await checkGeneratorMatchesCheckout(rt, shop);
    const now = new Date();
    let last = 0;
    const catalogue = await loadCatalogue(rt, shop);
    const generated = await measured(() =>
      generateOrders(rt, catalogue, {
        count: orders,
        seed: 2026,
        spanDays: SPAN_DAYS,
        now,
        progress: (done) => {
          if (done - last >= 100_000) {
            last = done;
            console.error(`  ${done.toLocaleString('en-MY')} orders`);
          }
        },
      }),
    );
    let otherOrders = 0;
    for (const n of [1, 2]) {
      if (others === 0) break;
      const other = await setUpShop(rt, `Other shop ${n}`, `other${n}${Date.now().toString(36)}`);
      otherOrders += (await generateOrders(rt, await loadCatalogue(rt, other), { count: others, seed: 2026 + n, spanDays: SPAN_DAYS, now })).orders;
    }
    // What autovacuum does after a bulk load on a live server: statistics for the planner, and the
    // visibility map that lets counts read the index alone (the test server runs without autovacuum).
    if (rt.database.engine === 'postgres') await rt.database.client.$executeRawUnsafe('VACUUM (ANALYZE)');
    const file: ShopFile = { ...shop, newestDay: localDate(now, DEFAULT_TIME_ZONE), orders, others };
    writeFileSync(path.join(place.dir, SHOP_FILE), JSON.stringify(file));
    return {
      case: 'data',
      orders: generated.result.orders,
      items: generated.result.items,
      payments: generated.result.payments,
      shipments: generated.result.shipments,
      otherShopsOrders: otherOrders,
      checkedAgainstCheckout: check.compared,
      wallMs: generated.wallMs,
      ordersPerSec: Math.round(generated.result.orders / (generated.wallMs / 1000)),
      peakRssMb: generated.peakRssMb,
    };
  } finally {
    await rt.close();
  }
}
