import { Prisma } from '../../../prisma/generated/sqlite/client/client.ts';
import type { TFileFormat } from '../../jobs/schema.ts';
import { courierCodeOf } from '../../orders/couriers.ts';
import type { OrderStatusId } from '../../orders/constants.ts';
import { ORDER_STATUSES, chunks, type StateRow } from '../../orders/order-store.ts';
import { ShipmentsRefusedError, checkShipments, recordShipments, type ShipmentRefusal, type TShipmentInput } from '../../orders/ship.ts';
import { withTransaction, type Ctx } from '../../shared/context.ts';
import { parseScaled } from '../../sheets/cell-values.ts';
import { ErrorFile } from '../../sheets/error-file.ts';
import { cellOf, readHeader, type RowError, type SheetHeader } from '../../sheets/sheet-header.ts';
import { UnreadableFile, readFileRows, type SheetRow } from '../../sheets/sheet-reader.ts';
import { writeLog } from '../../user-logs/audited.ts';
import { MASS_SHIPPING_MESSAGES as M, REQUIRED_COLUMNS, SHIPPING_COLUMNS, TRACKING_MAX_CHARS, type ShippingColumn } from './columns.ts';

export interface MassShippingOptions {
  format: TFileFormat;
  dryRun: boolean;
  fileName: string;
  /** Where the rejected rows go in storage, if there are any. */
  errorKey: string;
}

export interface MassShippingOutcome {
  rows: number;
  /** Orders the file ships (would ship, on a dry run). */
  orders: number;
  rejectedRows: number;
  firstErrors: RowError[];
  errorFileKey: string | null;
  committed: boolean;
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

/** The header row, or null when the file has none or cannot be read (which is then an error). */
async function firstRow(rows: AsyncGenerator<SheetRow>, errorFile: ErrorFile): Promise<SheetRow | null> {
  try {
    const first = await rows.next();
    return first.done ? null : first.value;
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error;
    await errorFile.add({ row: error.row, column: '', reason: error.message });
    return null;
  }
}

/**
 * The merchant's orders (not quotations) by order number, with what the status machine needs: a
 * chunk of numbers per query, never one per row. Plain SQL: Prisma's query builder spends tens
 * of milliseconds on a list of 500 values, which files of 10,000 rows feel.
 */
async function statesByNumber(ctx: Ctx, numbers: readonly number[]): Promise<Map<number, StateRow>> {
  type Raw = { id: string; orderNo: number | bigint; status: number | bigint; shippingQuoted: boolean | number | bigint };
  const found = new Map<number, StateRow>();
  for (const part of chunks([...new Set(numbers)])) {
    const rows = await ctx.db.$queryRaw<Raw[]>`
      SELECT "id", "orderNo", "status", "shippingQuoted" FROM "Order" WHERE "merchantId" = ${ctx.merchantId} AND "orderNo" IN (${Prisma.join(part)})`;
    for (const r of rows) {
      const row = { id: r.id, orderNo: Number(r.orderNo), status: Number(r.status), shippingQuoted: Boolean(Number(r.shippingQuoted)) };
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

/**
 * Ships the orders of a mass shipping file (CSV or XLSX; order ID, courier, tracking number and
 * the parcel's weight and size). Every row is checked (its cells, that the order is this
 * merchant's and is Preparing to ship) and every refusal goes to the error file with its row
 * number; orders are read a chunk of numbers per query, never one per row. Only when no row is
 * refused, and unless it is a dry run, all parcels are recorded in ONE transaction (the one that
 * read the orders) through recordShipments, moving each order to Shipped with its tracking: the
 * whole file or nothing.
 */
export async function shipFromFile(ctx: Ctx, filePath: string, options: MassShippingOptions, progress: (done: number, total: number) => void = () => {}): Promise<MassShippingOutcome> {
  const outcome: MassShippingOutcome = { rows: 0, orders: 0, rejectedRows: 0, firstErrors: [], errorFileKey: null, committed: false };
  const rows = readFileRows(options.format, filePath);
  let errorFile = new ErrorFile(ctx.env.storage, options.errorKey, []);
  try {
    const first = await firstRow(rows, errorFile);
    const parsed: ParsedRow[] = [];
    // Row errors are kept until every check has run, then written in row order.
    const refused: { error: RowError; cells: readonly string[] }[] = [];
    if (!first) {
      if (errorFile.count === 0) await errorFile.add({ row: 1, column: '', reason: M.emptyFile });
    } else {
      const header = readHeader(first, SHIPPING_COLUMNS, REQUIRED_COLUMNS);
      // The rejected rows are written under the file's own headers.
      errorFile = new ErrorFile(ctx.env.storage, options.errorKey, first.cells);
      for (const error of header.errors) await errorFile.add(error, first.cells);
      if (errorFile.count === 0) {
        const shippedAt = ctx.now();
        try {
          for await (const row of rows) {
            outcome.rows++;
            const result = parseShippingRow(header, row, shippedAt);
            if ('errors' in result) for (const error of result.errors) refused.push({ error, cells: row.cells });
            else parsed.push(result.parsed);
            if (outcome.rows % 500 === 0) progress(outcome.rows, 0);
          }
        } catch (error) {
          if (!(error instanceof UnreadableFile)) throw error;
          refused.push({ error: { row: error.row, column: '', reason: error.message }, cells: [] });
        }
        if (refused.length === 0 && outcome.rows === 0) await errorFile.add({ row: header.row.number + 1, column: '', reason: M.noRows });
      }
    }
    progress(outcome.rows, outcome.rows);

    const refuse = (known: readonly ParsedRow[], refusals: readonly ShipmentRefusal[]) => {
      for (const refusal of refusals) refused.push({ error: refusalError(known[refusal.index]!, refusal), cells: known[refusal.index]!.cells });
    };
    // The orders are read once, by number, in the transaction that ships them (without one when
    // nothing is to be written), and checked as read there.
    const write = refused.length === 0 && errorFile.count === 0 && !options.dryRun;
    const known: ParsedRow[] = [];
    const shipOrCheck = async (db: Ctx): Promise<boolean> => {
      const states = await statesByNumber(db, parsed.map((p) => p.orderNo));
      for (const p of parsed) {
        if (states.has(p.orderNo)) known.push(p);
        else refused.push({ error: { row: p.row, column: SHIPPING_COLUMNS.orderNo, reason: M.orderNotFound(p.orderNo) }, cells: p.cells });
      }
      const shipments = known.map((p) => ({ ...p.shipment, orderId: states.get(p.orderNo)!.id }));
      const byId = new Map([...states.values()].map((s) => [s.id, s]));
      outcome.orders = new Set(shipments.map((s) => s.orderId)).size;
      if (!write || refused.length > 0) {
        refuse(known, await checkShipments(db, shipments, byId));
        return false;
      }
      await recordShipments(db, shipments, byId);
      await writeLog(db, { action: `Shipped ${outcome.orders} orders by mass shipping from "${options.fileName}"`, category: 'my_sales' });
      return true;
    };
    try {
      outcome.committed = write ? await withTransaction(ctx, shipOrCheck, 10 * 60_000) : await shipOrCheck(ctx);
    } catch (error) {
      // Orders that may not be shipped: their rows are reported, nothing was written.
      if (!(error instanceof ShipmentsRefusedError)) throw error;
      refuse(known, error.refusals);
    }
    refused.sort((a, b) => a.error.row - b.error.row);
    for (const { error, cells } of refused) await errorFile.add(error, cells);
    outcome.rejectedRows = errorFile.rows.size;
    outcome.firstErrors = errorFile.first;
    outcome.errorFileKey = await errorFile.close();
    return outcome;
  } catch (error) {
    await errorFile.abort();
    throw error;
  } finally {
    await rows.return(undefined);
  }
}
