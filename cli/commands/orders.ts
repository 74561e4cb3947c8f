import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { InvalidArgumentError, Option, type Command } from 'commander';
import type { TMassActionResult, TOrderListInput } from '../../core/orders/schema.ts';
import { withApi, type Connection } from '../connection/connect.ts';
import { withLocalRuntime } from '../connection/local-runtime.ts';
import { operatorConfig } from '../connection/operator.ts';
import { wholeNumber } from '../program/arguments.ts';
import { CliError, EXIT, usageError } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { fields, table, text } from '../ui/blocks.ts';
import { dateTime, plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';
import { withSpinner } from '../ui/spinner.ts';

// Kept here (not imported from core) so that `merchant --help` loads no schemas.
const TABS = ['awaitingPayment', 'paymentMade', 'preparingToShip', 'shipped', 'completed', 'cancelled'] as const;
const ACTIONS = { 'mark-paid': 'markPaid', 'confirm-payment': 'confirmPayment', complete: 'complete', cancel: 'cancel' } as const;
const FORMATS = ['csv', 'xlsx'] as const;
const STATUS_NAMES: Record<number, string> = { 1: 'Waiting for card payment', 2: 'Payment Made', 3: 'Cancelled', 4: 'Preparing to ship', 5: 'Payment Error', 6: 'Shipped', 7: 'Awaiting Payment', 8: 'Completed', 9: 'Refund' };

const localDay = (value: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) throw new InvalidArgumentError('Expected a date as YYYY-MM-DD.');
  return value;
};
const pageSize = (value: string): number => {
  const n = Number(value);
  if (![20, 40, 60, 80].includes(n)) throw new InvalidArgumentError('Expected 20, 40, 60 or 80.');
  return n;
};

interface FilterFlags {
  status: number;
  from?: string;
  to?: string;
}
interface ListFlags extends FilterFlags {
  tab?: (typeof TABS)[number];
  search?: string;
  page: number;
  pageSize: number;
}
interface ExportFlags extends FilterFlags {
  format: (typeof FORMATS)[number];
  out: string;
}
interface MassFlags {
  action: keyof typeof ACTIONS;
  ids: string[];
  method?: string;
  remark?: string;
}

const money = (sen: number) => `RM ${(sen / 100).toFixed(2)}`;
const filterInput = (flags: FilterFlags) => ({ status: flags.status, ...(flags.from && { from: flags.from }), ...(flags.to && { to: flags.to }) });

async function list(globals: Globals, flags: ListFlags): Promise<void> {
  const input: TOrderListInput = { ...filterInput(flags), page: flags.page, pageSize: flags.pageSize, ...(flags.tab && { tab: flags.tab }), ...(flags.search && { search: flags.search }) };
  const page = await withApi(globals, { signedIn: true }, ({ api }) => api.orders.list.query(input));
  await show(globals, page, () => [
    table(
      ['Order', 'Date', 'Buyer', 'Total', 'Status'],
      page.items.map((o) => [`#${o.orderNo}`, dateTime(o.placedAt), o.buyerName, money(o.totalSen), STATUS_NAMES[o.status] ?? String(o.status)]),
      'No orders.',
    ),
    text(`${page.total.toLocaleString('en-MY')}${page.totalCapped ? '+' : ''} orders; page ${page.page}. Tabs: ${page.tabs.map((t) => `${t.key} ${t.count}${t.capped ? '+' : ''}`).join(', ')}.`),
  ]);
}

const HEADER = ['Order ID', 'Date', 'Status', 'Buyer', 'E-mail', 'Phone', 'Ship to', 'Items', 'Sub total', 'Discount', 'Shipping', 'Tax', 'Total', 'Payment method', 'Paid at', 'Courier', 'Tracking number', 'Invoice no', 'Buyer note', 'Remarks'];

/** Every matching order, a page at a time through the router, streamed into a CSV or XLSX file (formula-like text guarded). */
async function exportFile(globals: Globals, flags: ExportFlags): Promise<void> {
  const out = path.resolve(flags.out);
  const { openSheetWriter } = await import('../../core/sheets/sheet-writer.ts');
  const orders = await withApi(globals, { signedIn: true }, async ({ api }) => {
    const sheet = await openSheetWriter(flags.format, createWriteStream(out), { header: HEADER, sheetName: 'Orders' });
    let count = 0;
    let cursor: { placedAt: Date; id: string } | null = null;
    await withSpinner('Exporting orders', async () => {
      do {
        const page: Awaited<ReturnType<Connection['api']['orders']['exportPage']['query']>> = await api.orders.exportPage.query({ ...filterInput(flags), cursor, limit: 1000 });
        for (const o of page.rows) {
          await sheet.write([
            o.orderNo,
            o.placedAt,
            o.statusName,
            o.buyerName,
            o.buyerEmail,
            o.buyerPhone,
            o.shipTo,
            o.items,
            { sen: o.subtotalSen },
            { sen: o.discountSen },
            { sen: o.shippingSen },
            { sen: o.taxSen },
            { sen: o.totalSen },
            o.paymentMethod,
            o.paidAt,
            o.courier,
            o.trackingNo,
            o.invoiceNo,
            o.buyerNote,
            o.remarks,
          ]);
          count++;
        }
        cursor = page.next;
      } while (cursor);
      await sheet.end();
    });
    return count;
  });
  await show(globals, { file: out, format: flags.format, orders }, () => [text(`Exported ${plural(orders, 'order')} to ${out}.`)]);
}

/** Order ids as given, or order numbers ('#12' or '12') looked up by number. */
async function resolveIds(connection: Connection, values: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const value of values.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean)) {
    if (!/^#?\d+$/.test(value)) {
      ids.push(value);
      continue;
    }
    const found = await connection.api.orders.list.query({ search: value, pageSize: 20 });
    const order = found.items.find((o) => o.orderNo === Number(value.replace('#', '')));
    if (!order) throw new CliError(`Order ${value} not found.`, EXIT.notFound);
    ids.push(order.id);
  }
  return ids;
}

async function mass(globals: Globals, flags: MassFlags): Promise<void> {
  const action = ACTIONS[flags.action];
  const result: TMassActionResult = await withApi(globals, { signedIn: true }, async (connection) => {
    const ids = await resolveIds(connection, flags.ids);
    if (ids.length === 0) throw usageError('Name at least one order with --ids.');
    return connection.api.orders.mass.mutate({ action, ids, ...(flags.method && { method: flags.method as 'manual' }), ...(flags.remark && { remark: flags.remark }) });
  });
  await show(globals, result, () => [
    table(
      ['Order', 'Result', 'Status', 'Reason'],
      result.results.map((r) => [r.orderNo ? `#${r.orderNo}` : r.id, r.ok ? 'done' : 'failed', r.status ? (STATUS_NAMES[r.status] ?? String(r.status)) : '-', r.reason ?? '']),
      'No orders.',
    ),
    fields([
      ['Succeeded', String(result.succeeded)],
      ['Failed', String(result.failed)],
    ]),
  ]);
  if (result.failed > 0) process.exitCode = EXIT.rejected;
}

/** The scheduled run, for cron: every merchant's unpaid orders past their auto-cancel time. */
async function autoCancel(globals: Globals): Promise<void> {
  const config = operatorConfig(globals, 'orders auto-cancel');
  const result = await withLocalRuntime(config, async (runtime) => {
    const [{ autoCancelOrders }, { baseContext }] = await Promise.all([import('../../core/orders/auto-cancel.ts'), import('../../core/shared/context.ts')]);
    return autoCancelOrders(baseContext(runtime.database, runtime.env, { ip: '127.0.0.1', userAgent: 'merchant orders auto-cancel' }));
  });
  await show(globals, result, () => [text(`Cancelled ${plural(result.cancelled, 'unpaid order')} of ${plural(result.merchants, 'merchant')}.`)]);
}

export function registerOrders(program: Command): void {
  const orders = program.command('orders').description('orders: list, export, mass actions and the auto-cancel run');
  const filters = (command: Command) =>
    command
      .option('--status <n>', 'one status id (1 to 9); 0 is all', wholeNumber(0, 9), 0)
      .option('--from <date>', 'placed on or after this day (YYYY-MM-DD, the shop time zone)', localDay)
      .option('--to <date>', 'placed on or before this day (YYYY-MM-DD)', localDay);
  filters(orders.command('list').description('list orders, newest first'))
    .addOption(new Option('--tab <tab>', 'one tab of the order list').choices(TABS))
    .option('--search <text>', 'buyer name (from its start) or order number (#12)')
    .option('--page <n>', 'page number', wholeNumber(1), 1)
    .option('--page-size <n>', 'orders per page: 20, 40, 60 or 80', pageSize, 20)
    .action((flags: ListFlags, command: Command) => list(globalsOf(command), flags));
  filters(orders.command('export').description('export orders to a CSV or XLSX file'))
    .addOption(new Option('--format <format>', 'file format').choices(FORMATS).default('csv'))
    .requiredOption('--out <file>', 'where to save the file')
    .action((flags: ExportFlags, command: Command) => exportFile(globalsOf(command), flags));
  orders
    .command('mass')
    .description('mark as paid, confirm payment, complete or cancel many orders; each order is done whole or not at all')
    .addOption(new Option('--action <action>', 'what to do').choices(Object.keys(ACTIONS)).makeOptionMandatory())
    .requiredOption('--ids <ids...>', 'order ids or numbers (#12), separated by spaces or commas')
    .option('--method <method>', 'mark-paid: how the orders were paid (bank_transfer, cash, ...; default manual)')
    .option('--remark <text>', 'cancel: the cancel remark')
    .action((flags: MassFlags, command: Command) => mass(globalsOf(command), flags));
  orders
    .command('auto-cancel')
    .description('cancel unpaid orders past their auto-cancel time, for every merchant (operator, local database only; run it from cron)')
    .action((_flags: unknown, command: Command) => autoCancel(globalsOf(command)));
}
