import { Prisma } from '../../../prisma/generated/sqlite/client/client.ts';
import type { TFileFormat } from '../../jobs/schema.ts';
import { courierCodeOf } from '../../orders/couriers.ts';
import type { OrderStatusId } from '../../orders/constants.ts';
import { ORDER_STATUSES, type StateRow } from '../../orders/order-store.ts';
import { chunks } from '../../shared/chunks.ts';
import { publishStaged } from '../../jobs/job-commit.ts';
import type { JobRun } from '../../jobs/job-run.ts';
import { firstRowOf, judgeWithErrorFile, type Refusals } from '../../jobs/judged-file.ts';
import type { StagedEntries } from '../../jobs/staged-entries.ts';
import { checkShipments, recordShipments, type ShipmentRefusal, type TShipmentInput } from '../../orders/ship.ts';
import type { Ctx } from '../../shared/context.ts';
import { parseScaled } from '../../sheets/cell-values.ts';
import { cellOf, readHeader, type RowError, type SheetHeader } from '../../sheets/sheet-header.ts';
import { UnreadableFile, type SheetRow } from '../../sheets/sheet-reader.ts';
import { readStoredRows } from '../../sheets/sheet-thread.ts';
import { MASS_SHIPPING_MESSAGES as M, REQUIRED_COLUMNS, SHIPPING_COLUMNS, TRACKING_MAX_CHARS, type ShippingColumn } from './columns.ts';
import { msg } from '../../shared/messages.ts';

export interface MassShippingOptions {
  format: TFileFormat;
  dryRun: boolean;
  fileName: string;
  /** Where the rejected rows go in storage, if there are any. */
  errorKey: string;
  signal?: AbortSignal;
}

export interface MassShippingOutcome extends Refusals {
  rows: number;
  /** Orders the file ships (would ship, on a dry run). */
  orders: number;
}

/** A row that passed its own checks: its parcel, with the merchant's order number still to resolve. */
interface ParsedRow {
  row: number;
  cells: string[];
  orderNo: number;
  shipment: Omit<TShipmentInput, 'orderId'>;
}

/** A measure in the file's unit with places decimals, as a whole number of the stored unit; undefined when blank. */
function measure(text: string, places: number): number | undefined | null {
  if (text.trim() === '') return undefined;
  return parseScaled(text, places);
}

/** One row's cells, checked: the parcel, or every reason the row is refused. */
export function parseShippingRow(header: SheetHeader<ShippingColumn>, row: SheetRow, shippedAt: Date): { parsed: ParsedRow } | { errors: RowError[] } {
  const cell = (key: ShippingColumn) => cellOf(header, row, key).trim();
  const errors: RowError[] = [];
  const fail = (key: ShippingColumn, reason: string) => errors.push({ row: row.number, column: SHIPPING_COLUMNS[key], reason });

  const orderText = cell('orderNo').replace(/^#/, '');
  const orderNo = /^\d{1,9}$/.test(orderText) ? Number(orderText) : /^\d{1,9}\.0+$/.test(orderText) ? Math.trunc(Number(orderText)) : null;
  if (orderNo === null || orderNo < 1) fail('orderNo', cell('orderNo') === '' ? M.fillAllFields : M.orderNo);

  const courierText = cell('courier');
  const courier = courierCodeOf(courierText);
  if (courierText === '') fail('courier', M.fillAllFields);
  else if (!courier) fail('courier', M.courier);

  const trackingNo = cell('trackingNo');
  if (trackingNo === '') fail('trackingNo', M.fillAllFields);
  else if (trackingNo.length > TRACKING_MAX_CHARS) fail('trackingNo', M.trackingTooLong);

  const weightGrams = measure(cell('weight'), 3);
  if (weightGrams === null) fail('weight', M.weight);
  const mm = (key: 'width' | 'length' | 'height') => {
    const value = measure(cell(key), 1);
    if (value === null) fail(key, M.centimetres);
    return value ?? undefined;
  };
  const widthMm = mm('width');
  const lengthMm = mm('length');
  const heightMm = mm('height');

  if (errors.length > 0) return { errors };
  return {
    parsed: { row: row.number, cells: row.cells, orderNo: orderNo!, shipment: { courier: courier!, trackingNo, shippedAt, weightGrams: weightGrams ?? undefined, widthMm, lengthMm, heightMm } },
  };
}

/**
 * The merchant's orders (not quotations) by order number, with what the status machine needs: a
 * chunk of numbers per query, never one per row. Plain SQL: Prisma's query builder spends tens
 * of milliseconds on a list of 500 values, which files of 10,000 rows feel.
 */
async function statesByNumber(ctx: Ctx, numbers: readonly number[]): Promise<Map<number, StateRow>> {
  type Raw = { id: string; orderNo: number | bigint; status: number | bigint; shippingQuoted: boolean | number | bigint; placedAt: Date | string | number; totalSen: number | bigint };
  const found = new Map<number, StateRow>();
  for (const part of chunks([...new Set(numbers)])) {
    const rows = await ctx.db.$queryRaw<Raw[]>`
      SELECT "id", "orderNo", "status", "shippingQuoted", "placedAt", "totalSen" FROM "Order" WHERE "merchantId" = ${ctx.merchantId} AND "orderNo" IN (${Prisma.join(part)})`;
    for (const r of rows) {
      const row = {
        id: r.id,
        orderNo: Number(r.orderNo),
        status: Number(r.status),
        shippingQuoted: Boolean(Number(r.shippingQuoted)),
        placedAt: new Date(r.placedAt),
        totalSen: BigInt(r.totalSen),
      };
      if (ORDER_STATUSES.includes(row.status as OrderStatusId)) found.set(row.orderNo, row);
    }
  }
  return found;
}

const refusalError = (parsed: ParsedRow, refusal: ShipmentRefusal): RowError => ({
  row: parsed.row,
  column: refusal.code === 'ORDER.INVALID_SHIPMENT' ? '' : SHIPPING_COLUMNS.orderNo,
  reason: refusal.code === 'ORDER.NOT_FOUND' ? M.orderNotFound(parsed.orderNo) : refusal.message,
});

/** The parcels of one order, staged together: an order moves to Shipped with all its parcels or none. */
export interface StagedOrder {
  orderId: string;
  /** The parcels, their shipping time as ISO text (as staged entries keep it). */
  shipments: (Omit<TShipmentInput, 'shippedAt'> & { shippedAt: string })[];
}

/**
 * Checks a mass shipping file (CSV or XLSX; order ID, courier, tracking number and the parcel's
 * weight and size): every row's cells, that its order is this merchant's and is Preparing to
 * ship; every refusal goes to the error file with its row number, in row order. Orders are read
 * a chunk of numbers per query, never one per row. Nothing is written: when no row is refused
 * and it is not a dry run, the orders' parcels go to the staged entries, one entry an order, and
 * the job ships them after its commit (publishShipments): the whole file or nothing.
 */
export async function judgeShippingFile(ctx: Ctx, filePath: string, options: MassShippingOptions, staged: StagedEntries<StagedOrder> | null, progress: (done: number, total: number) => void = () => {}): Promise<MassShippingOutcome> {
  const rows = readStoredRows(options.format, filePath, { signal: options.signal });
  try {
    return await judgeWithErrorFile(ctx.env.storage, options.errorKey, async (errors) => {
      const outcome = { rows: 0, orders: 0 };
      const first = await firstRowOf(rows, errors.file);
      const parsed: ParsedRow[] = [];
      // Row errors are kept until every check has run, then written in row order.
      const refused: { error: RowError; cells: readonly string[] }[] = [];
      if (!first) {
        if (errors.file.count === 0) await errors.file.add({ row: 1, column: '', reason: M.emptyFile });
      } else {
        const header = readHeader(first, SHIPPING_COLUMNS, REQUIRED_COLUMNS);
        errors.useHeader(first.cells);
        for (const error of header.errors) await errors.file.add(error, first.cells);
        if (errors.file.count === 0) {
          const shippedAt = ctx.now();
          try {
            for await (const row of rows) {
              outcome.rows++;
              const result = parseShippingRow(header, row, shippedAt);
              if ('errors' in result) for (const error of result.errors) refused.push({ error, cells: row.cells });
              else parsed.push(result.parsed);
              if (outcome.rows % 500 === 0) {
                progress(outcome.rows, 0);
                options.signal?.throwIfAborted();
              }
            }
          } catch (error) {
            if (!(error instanceof UnreadableFile)) throw error;
            refused.push({ error: { row: error.row, column: '', reason: error.message }, cells: [] });
          }
          if (refused.length === 0 && outcome.rows === 0) await errors.file.add({ row: header.row.number + 1, column: '', reason: M.noRows });
        }
      }
      progress(outcome.rows, outcome.rows);

      const states = await statesByNumber(ctx, parsed.map((p) => p.orderNo));
      const known: ParsedRow[] = [];
      for (const p of parsed) {
        if (states.has(p.orderNo)) known.push(p);
        else refused.push({ error: { row: p.row, column: SHIPPING_COLUMNS.orderNo, reason: M.orderNotFound(p.orderNo) }, cells: p.cells });
      }
      const shipments = known.map((p) => ({ ...p.shipment, orderId: states.get(p.orderNo)!.id }));
      outcome.orders = new Set(shipments.map((s) => s.orderId)).size;
      for (const refusal of await checkShipments(ctx, shipments, new Map([...states.values()].map((s) => [s.id, s])))) {
        refused.push({ error: refusalError(known[refusal.index]!, refusal), cells: known[refusal.index]!.cells });
      }
      refused.sort((a, b) => a.error.row - b.error.row);
      for (const { error, cells } of refused) await errors.file.add(error, cells);
      if (staged && errors.file.count === 0) await stageByOrder(staged, shipments);
      return outcome;
    });
  } finally {
    await rows.return(undefined);
  }
}

/** The parcels grouped by order, in the file's order of their first parcel. */
async function stageByOrder(staged: StagedEntries<StagedOrder>, shipments: readonly TShipmentInput[]): Promise<void> {
  const byOrder = new Map<string, StagedOrder>();
  for (const shipment of shipments) {
    const orderId = String(shipment.orderId);
    const entry = byOrder.get(orderId) ?? { orderId, shipments: [] };
    entry.shipments.push({ ...shipment, shippedAt: (shipment.shippedAt as Date).toISOString() });
    byOrder.set(orderId, entry);
  }
  for (const entry of byOrder.values()) await staged.write(entry);
  await staged.close();
}

/** What mass shipping keeps at its commit, to ship its orders after a restart too. */
export interface MassShippingState {
  fileName: string;
  rows: number;
  orders: number;
  /** Orders left out while shipped: another user changed them after the file was checked. */
  late: number;
  lateError: string | null;
}

/**
 * Ships the staged orders of a committed file, a chunk a transaction; an order another user
 * cancelled or shipped since the file was checked is left out and counted.
 */
export async function publishShipments(ctx: Ctx, run: JobRun, staged: StagedEntries<StagedOrder>, progress: (done: number, total: number) => void): Promise<MassShippingState> {
  const state = run.job.state as unknown as MassShippingState;
  await publishStaged(ctx, run, {
    entries: staged,
    firstChunk: 500,
    apply: async (tx, orders) => {
      const shipments = orders.flatMap((o) => o.shipments.map((s) => ({ ...s, shippedAt: new Date(s.shippedAt) })));
      const refusals = await checkShipments(tx, shipments);
      const refusedOrders = new Set(refusals.map((r) => r.orderId));
      await recordShipments(tx, refusedOrders.size === 0 ? shipments : shipments.filter((s) => !refusedOrders.has(s.orderId)));
      if (refusedOrders.size === 0) return;
      state.late += refusedOrders.size;
      state.lateError ??= refusals[0]!.message;
      await tx.db.job.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: run.job.id } }, data: { state: JSON.stringify(state), failedCount: state.late } });
    },
    progress: (published) => progress(published, state.orders),
  });
  return state;
}

/** The user-log entry of a finished run, written with the job's end. */
export const shippingLog = (state: MassShippingState) => ({ action: msg('log.fulfilment.massShipped', { count: state.orders - state.late, file: state.fileName }), category: 'my_sales' as const });
