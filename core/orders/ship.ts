import { z } from 'zod';
import { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { AppError, notFoundMessage } from '../shared/errors.ts';
import { withTransaction, type Ctx } from '../shared/context.ts';
import { insertMany } from '../db/bulk-write.ts';
import { newId } from '../db/ids.ts';
import { ORDER_LIMITS, ORDER_MESSAGES, ORDER_STATUS } from './constants.ts';
import { COURIER_CODES } from './couriers.ts';
import { tryTransition } from './status.ts';
import { changedMeanwhile, loadStates, stateOf, type StateRow } from './order-store.ts';
import { fromBigInt } from '../db/bigint.ts';
import { chunks } from '../shared/chunks.ts';
import { countSalesChanges } from './sales-days.ts';
import { trackShippedParcels } from '../parcels/tracking/shipments.ts';

const M = ORDER_MESSAGES;
const measure = z.number().int().min(0).max(10_000_000).optional();

/** One parcel of one order: the mass shipping file's row, and the mark-as-shipped form. */
export const ZShipmentInput = z.object({
  orderId: z.string().min(1),
  courier: z.enum(COURIER_CODES, { error: M.fillAllFields }),
  trackingNo: z.string({ error: M.fillAllFields }).trim().min(1, M.fillAllFields).max(100),
  shippedAt: z.date({ error: M.fillAllFields }),
  remark: z.string().trim().max(ORDER_LIMITS.buyerNoteMaxChars).optional(),
  weightGrams: measure,
  widthMm: measure,
  lengthMm: measure,
  heightMm: measure,
});
export type TShipmentInput = z.input<typeof ZShipmentInput>;

/** Why one shipment of a list cannot be written; index is its place in the list. */
export interface ShipmentRefusal {
  index: number;
  orderId: string;
  code: string;
  message: string;
}

export const SHIPMENTS_REFUSED = 'ORDER.SHIPMENTS_REFUSED';

/** recordShipments wrote nothing: every refused shipment is listed. */
export class ShipmentsRefusedError extends AppError {
  constructor(readonly refusals: ShipmentRefusal[]) {
    const first = refusals[0]!;
    super(SHIPMENTS_REFUSED, first.message, 'conflict', `shipments.${first.index}`);
  }
}

/**
 * Checks shipments without writing: each row's fields, that its order is this merchant's and
 * that the order may be marked as shipped (Preparing to ship). Several parcels of one order are
 * fine. Reads the orders in a few queries (chunks of ids), never one per row, unless the caller
 * passes them (states by id, read in ctx's transaction; orders missing from it are not found).
 */
export async function checkShipments(ctx: Ctx, shipments: readonly TShipmentInput[], known?: ReadonlyMap<string, StateRow>): Promise<ShipmentRefusal[]> {
  return (await checked(ctx, shipments, known)).refusals;
}

type ShipmentRow = z.output<typeof ZShipmentInput>;

/** checkShipments, with the rows as parsed (for the ones that passed), so a writer parses each once. */
async function checked(
  ctx: Ctx,
  shipments: readonly TShipmentInput[],
  known?: ReadonlyMap<string, StateRow>,
): Promise<{ refusals: ShipmentRefusal[]; rows: ShipmentRow[]; states: ReadonlyMap<string, StateRow> }> {
  const refusals: ShipmentRefusal[] = [];
  const rows: ShipmentRow[] = [];
  const states = known ?? (await loadStates(ctx, shipments.map((s) => s.orderId)));
  shipments.forEach((shipment, index) => {
    const orderId = String(shipment.orderId ?? '');
    const parsed = ZShipmentInput.safeParse(shipment);
    if (!parsed.success) {
      refusals.push({ index, orderId, code: 'ORDER.INVALID_SHIPMENT', message: parsed.error.issues[0]?.message ?? M.fillAllFields });
      return;
    }
    const row = states.get(orderId);
    if (!row) {
      refusals.push({ index, orderId, code: 'ORDER.NOT_FOUND', message: notFoundMessage('order') });
      return;
    }
    const result = tryTransition(stateOf(row), 'markShipped');
    if (!result.ok) refusals.push({ index, orderId, code: result.error.code, message: result.error.message });
    else rows.push(parsed.data);
  });
  return { refusals, rows, states };
}

/**
 * Records parcels and marks their orders as shipped (Preparing to ship -> Shipped), all or
 * nothing: when any row is refused, nothing is written and ShipmentsRefusedError lists every
 * refusal. Runs in the caller's transaction (or its own), writes no user-log entry (the caller
 * does, once), and uses a handful of queries per 500 orders: built for files of 10,000 rows.
 * known: the orders as the caller read them in the same transaction, by id (see checkShipments).
 * An order's shippedAt is the latest of its parcels' times. With the parcel tracking service set
 * up, each parcel gets its tracking record (core/parcels/tracking/shipments.ts).
 */
export async function recordShipments(tx: Ctx, shipments: readonly TShipmentInput[], known?: ReadonlyMap<string, StateRow>): Promise<{ orders: number; shipments: number }> {
  if (shipments.length === 0) return { orders: 0, shipments: 0 };
  return withTransaction(tx, async (ctx) => {
    const { refusals, rows, states } = await checked(ctx, shipments, known);
    if (refusals.length) throw new ShipmentsRefusedError(refusals);
    const createdAt = ctx.now();
    const written = rows.map((s) => ({ ...s, id: newId() }));
    // Plain multi-row inserts: Prisma's createMany takes seconds for a 10,000-row file on SQLite.
    await insertMany(
      ctx,
      'OrderShipment',
      written.map((s) => ({
        merchantId: ctx.merchantId,
        id: s.id,
        orderId: s.orderId,
        courier: s.courier,
        trackingNo: s.trackingNo,
        shippedAt: s.shippedAt,
        remark: s.remark ?? '',
        weightGrams: s.weightGrams ?? null,
        widthMm: s.widthMm ?? null,
        lengthMm: s.lengthMm ?? null,
        heightMm: s.heightMm ?? null,
        createdBy: ctx.userId || null,
        createdAt,
      })),
    );
    // Orders grouped by their shipping time: one update per distinct time and chunk.
    const latest = new Map<string, number>();
    for (const s of rows) latest.set(s.orderId, Math.max(latest.get(s.orderId) ?? 0, s.shippedAt.getTime()));
    const byTime = new Map<number, string[]>();
    for (const [orderId, time] of latest) {
      const same = byTime.get(time);
      if (same) same.push(orderId);
      else byTime.set(time, [orderId]);
    }
    // Plain SQL: Prisma's updateMany spends tens of milliseconds on a list of 500 ids. The guard
    // is written +"status", which no index serves: without statistics SQLite would otherwise read
    // every order preparing to ship through the status index rather than 500 by primary key.
    for (const [time, orderIds] of byTime) {
      for (const part of chunks(orderIds)) {
        const count = await ctx.db.$executeRaw`
          UPDATE "Order" SET "status" = ${ORDER_STATUS.shipped}, "shippedAt" = ${new Date(time)}, "updatedAt" = ${createdAt}
          WHERE "merchantId" = ${ctx.merchantId} AND "id" IN (${Prisma.join(part)}) AND +"status" = ${ORDER_STATUS.preparingToShip}`;
        if (count !== part.length) throw changedMeanwhile('markShipped');
      }
    }
    // The sums move from the states read above: the guarded update proves they still hold.
    await countSalesChanges(
      tx,
      [...latest.keys()].map((orderId) => {
        const { placedAt, status, totalSen } = states.get(orderId)!;
        const before = { status, totalSen: fromBigInt(totalSen) };
        return { orderId, placedAt, before, after: { ...before, status: ORDER_STATUS.shipped } };
      }),
    );
    await trackShippedParcels(ctx, written.map((s) => ({ shipmentId: s.id, orderId: s.orderId, courier: s.courier, trackingNo: s.trackingNo })));
    return { orders: latest.size, shipments: rows.length };
  });
}
