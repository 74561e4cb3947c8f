import { createReadStream, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { insertMany } from '../../../core/db/bulk-write.ts';
import { newId } from '../../../core/db/ids.ts';
import { SHIPPING_HEADER } from '../../../core/fulfilment/mass-shipping/columns.ts';
import { startJob } from '../../../core/jobs/start-job.ts';
import { JOB_KINDS } from '../../../server/jobs/job-kinds.ts';
import { summaryOfRow } from '../run-job.ts';
import { COURIER_CODES } from '../../../core/orders/couriers.ts';
import { baseContext, withTransaction } from '../../../core/shared/context.ts';
import { saveUpload } from '../../../core/uploads/service.ts';
import { BENCH_REQUEST } from './data/shop.ts';
import { measured } from './measure.ts';
import { adminCtx, finishedJob, readShop, runJobs, runtimeAt, type Place } from './place.ts';

/** Mass shipping of a CSV of the newest orders preparing to ship, through the real job (upload not timed). */
export async function shipCase(place: Place, rows: number): Promise<object> {
  const rt = await runtimeAt(place);
  try {
    const shop = readShop(place);
    const ctx = await adminCtx(rt, shop);
    const db = rt.database.client;
    const orders = await db.order.findMany({ where: { merchantId: shop.merchantId, status: 4 }, select: { orderNo: true }, orderBy: { placedAt: 'desc' }, take: rows });
    const file = path.join(place.dir, 'shipments.csv');
    const lines = [SHIPPING_HEADER.join(','), ...orders.map((o, i) => `${o.orderNo},${COURIER_CODES[i % COURIER_CODES.length]},MYT${String(o.orderNo).padStart(10, '0')},1.25,30,20,10.5`)];
    writeFileSync(file, `${lines.join('\r\n')}\r\n`);
    const upload = await saveUpload(ctx, 'mass-shipping', 'shipments.csv', createReadStream(file));
    const run = await measured(async () => {
      const job = await startJob(ctx, JOB_KINDS, { kind: 'mass-shipping', uploadId: upload.id, dryRun: false });
      await runJobs(rt, shop.merchantId);
      return finishedJob(rt, shop.merchantId, job.id);
    });
    const numbers = orders.map((o) => o.orderNo);
    const shipped = await db.order.count({ where: { merchantId: shop.merchantId, orderNo: { in: numbers.slice(0, 500) }, status: 6 } });
    if (shipped !== Math.min(500, numbers.length)) throw new Error('mass shipping did not mark the orders as shipped');
    writeFileSync(path.join(place.dir, 'shipped.json'), JSON.stringify(numbers));
    return { case: 'mass-shipping', rows: orders.length, wallMs: run.wallMs, rowsPerSec: Math.round(orders.length / (run.wallMs / 1000)), peakRssMb: run.peakRssMb, summary: summaryOfRow(run.result) };
  } finally {
    await rt.close();
  }
}

/** The same parcels and order updates as mass shipping wrote, raw, in one transaction (ids looked up before, not timed). */
export async function shipFloorCase(place: Place): Promise<object> {
  const rt = await runtimeAt(place);
  try {
    const shop = readShop(place);
    const numbers = JSON.parse(readFileSync(path.join(place.dir, 'shipped.json'), 'utf8')) as number[];
    const db = rt.database.client;
    const ids: string[] = [];
    for (let i = 0; i < numbers.length; i += 500) {
      ids.push(...(await db.order.findMany({ where: { merchantId: shop.merchantId, orderNo: { in: numbers.slice(i, i + 500) } }, select: { id: true } })).map((o) => o.id));
    }
    const now = new Date();
    const rows = ids.map((orderId, i) => ({ merchantId: shop.merchantId, id: newId(), orderId, courier: COURIER_CODES[i % COURIER_CODES.length], trackingNo: `MYF${i}`, shippedAt: now, remark: '', weightGrams: 1250, widthMm: 300, lengthMm: 200, heightMm: 105, createdBy: shop.userId, createdAt: now }));
    const sqlite = rt.database.engine === 'sqlite';
    const at = sqlite ? now.toISOString().replace('Z', '+00:00') : now;
    const base = baseContext(rt.database, rt.env, BENCH_REQUEST);
    const run = await measured(() =>
      withTransaction(
        base,
        async (tx) => {
          await insertMany(tx, 'OrderShipment', rows);
          for (let i = 0; i < ids.length; i += 500) {
            const part = ids.slice(i, i + 500);
            const marks = part.map((_, j) => (sqlite ? '?' : `$${j + 4}`)).join(',');
            const sql = sqlite
              ? `UPDATE "Order" SET "status" = ?, "shippedAt" = ? WHERE "merchantId" = ? AND "id" IN (${marks})`
              : `UPDATE "Order" SET "status" = $1, "shippedAt" = $2 WHERE "merchantId" = $3 AND "id" IN (${marks})`;
            await tx.db.$executeRawUnsafe(sql, 6, at, shop.merchantId, ...part);
          }
        },
        600_000,
      ),
    );
    return { case: 'mass-shipping-floor', rows: rows.length, wallMs: run.wallMs, rowsPerSec: Math.round(rows.length / (run.wallMs / 1000)), peakRssMb: run.peakRssMb };
  } finally {
    await rt.close();
  }
}
