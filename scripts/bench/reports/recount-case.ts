import { rebuildSales } from '../../../core/orders/sales-days-rebuild.ts';
import { measured } from '../orders/measure.ts';
import { readShop, runtimeAt, type Place } from '../orders/place.ts';
import { reportCtx } from './shops.ts';

/**
 * rebuildSales on the measured shop: its sales reports' sums counted again from every order (an
 * upgrade, a time zone change). Floor: one pass summing the same orders by status.
 */
export async function recountCase(place: Place): Promise<object[]> {
  const rt = await runtimeAt(place);
  try {
    const ctx = await reportCtx(rt, readShop(place));
    const floor = await measured(() => ctx.db.$queryRaw`SELECT "status", COUNT(*), SUM("totalSen") FROM "Order" WHERE "merchantId" = ${ctx.merchantId} GROUP BY "status"`);
    const run = await measured(() => rebuildSales(ctx));
    return [
      { case: 'sales-recount-floor', wallMs: floor.wallMs },
      { case: 'sales-recount', ...run.result, wallMs: run.wallMs, peakRssMb: run.peakRssMb, floorMs: floor.wallMs, ratioToFloor: Math.round((run.wallMs / Math.max(0.01, floor.wallMs)) * 10) / 10 },
    ];
  } finally {
    await rt.close();
  }
}
