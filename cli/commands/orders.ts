import path from 'node:path';
import { InvalidArgumentError, Option, type Command } from 'commander';
import { ORDER_TABS, isOrderStatusId, orderStatusName } from '../../core/orders/constants.ts';
import type { TMassActionResult, TOrderListInput } from '../../core/orders/schema.ts';
import { withApi, type Connection } from '../connection/connect.ts';
import { withLocalRuntime } from '../connection/local-runtime.ts';
import { englishSummary } from '../jobs/english-summary.ts';
import { followJob } from '../jobs/follow.ts';
import { operatorConfig } from '../connection/operator.ts';
import { pageSize, wholeNumber } from '../program/arguments.ts';
import { CliError, EXIT, usageError } from '../program/exit-codes.ts';
import { globalsOf, type Globals } from '../program/globals.ts';
import { fields, table, text } from '../ui/blocks.ts';
import { dateTime, plural } from '../ui/format.ts';
import { show } from '../ui/output.ts';
import { formatCount } from '../../core/shared/numbers.ts';
import { english } from '../../core/shared/english.ts';

// core/orders/constants.ts imports nothing, so `merchant --help` still loads no schemas.
const TABS = ORDER_TABS.map((tab) => tab.key);
const ACTIONS = { 'mark-paid': 'markPaid', 'confirm-payment': 'confirmPayment', complete: 'complete', cancel: 'cancel' } as const;
const FORMATS = ['csv', 'xlsx'] as const;
const statusName = (status: number) => (isOrderStatusId(status) ? orderStatusName(status) : String(status));
/** Quotations (10, 11) are listed and exported through the quotation module, a tab each. */
const QUOTATION_TABS: Partial<Record<number, 'unreplied' | 'replied'>> = { 10: 'unreplied', 11: 'replied' };

const localDay = (value: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) throw new InvalidArgumentError('Expected a date as YYYY-MM-DD.');
  return value;
};

interface FilterFlags {
  status: number;
  from?: string;
  to?: string;
}
interface ListFlags extends FilterFlags {
  tab?: (typeof ORDER_TABS)[number]['key'];
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
const dateInput = (flags: FilterFlags) => ({ ...(flags.from && { from: flags.from }), ...(flags.to && { to: flags.to }) });
const filterInput = (flags: FilterFlags) => ({ status: flags.status, ...dateInput(flags) });

async function list(globals: Globals, flags: ListFlags): Promise<void> {
  const quotationTab = QUOTATION_TABS[flags.status];
  if (quotationTab) return listQuotations(globals, flags, quotationTab);
  const input: TOrderListInput = { ...filterInput(flags), page: flags.page, pageSize: flags.pageSize, ...(flags.tab && { tab: flags.tab }), ...(flags.search && { search: flags.search }) };
  const page = await withApi(globals, { signedIn: true }, ({ api }) => api.orders.list.query(input));
  await show(globals, page, () => [
    table(
      ['Order', 'Date', 'Buyer', 'Total', 'Status'],
      page.items.map((o) => [`#${o.orderNo}`, dateTime(o.placedAt), o.buyerName, money(o.totalSen), statusName(o.status)]),
      'No orders.',
    ),
    text(`${formatCount(page.total)}${page.totalCapped ? '+' : ''} orders; page ${page.page}. Tabs: ${page.tabs.map((t) => `${t.key} ${t.count}${t.capped ? '+' : ''}`).join(', ')}.`),
  ]);
}

async function listQuotations(globals: Globals, flags: ListFlags, tab: 'unreplied' | 'replied'): Promise<void> {
  if (flags.tab) throw usageError('--tab names a tab of the order list; quotations (--status 10 or 11) have none.');
  const input = { tab, ...dateInput(flags), page: flags.page, pageSize: flags.pageSize, ...(flags.search && { search: flags.search }) };
  const page = await withApi(globals, { signedIn: true }, ({ api }) => api.quotations.list.query(input));
  await show(globals, page, () => [
    table(
      ['Quotation', 'Date', 'Buyer', 'Total', 'Status', 'Replied'],
      page.items.map((q) => [`#${q.orderNo}`, dateTime(q.placedAt), q.buyerName, money(q.totalSen), statusName(q.status), q.repliedAt ? dateTime(q.repliedAt) : '-']),
      'No quotations.',
    ),
    text(`${formatCount(page.total)}${page.totalCapped ? '+' : ''} quotations; page ${page.page}.`),
  ]);
}

/**
 * Every matching order (or quotation, --status 10 or 11) into a CSV (formula-like text guarded)
 * or XLSX file: an export job on the server (or in this process), followed with a progress bar
 * on a terminal, then its file saved at --out.
 */
async function exportFile(globals: Globals, flags: ExportFlags): Promise<void> {
  const out = path.resolve(flags.out);
  const quotations = QUOTATION_TABS[flags.status] !== undefined;
  const orders = await withApi(globals, { signedIn: true }, async (connection) => {
    const started = await connection.api.jobs.start.mutate(
      quotations ? { kind: 'quotation-export', ...dateInput(flags), status: flags.status as 10 | 11, format: flags.format } : { kind: 'order-export', ...filterInput(flags), format: flags.format },
    );
    const job = await followJob(connection, started, 'Exporting', quotations ? 'quotations' : 'orders');
    if (job.status !== 'completed') throw new CliError(englishSummary(job.summary), EXIT.other);
    await connection.files.download({ kind: 'result', jobId: job.id }, out);
    return job.totalRows;
  });
  await show(globals, { file: out, format: flags.format, orders }, () => [text(`Exported ${plural(orders, quotations ? 'quotation' : 'order')} to ${out}.`)]);
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
    const done = await connection.api.orders.mass.mutate({ action, ids, ...(flags.method && { method: flags.method as 'manual' }), ...(flags.remark && { remark: flags.remark }) });
    // Each refusal's reason is a message of core's: the command line words it in English.
    return { ...done, results: done.results.map((r) => ({ ...r, reason: r.reason && english(r.reason) })) };
  });
  await show(globals, result, () => [
    table(
      ['Order', 'Result', 'Status', 'Reason'],
      result.results.map((r) => [r.orderNo ? `#${r.orderNo}` : r.id, r.ok ? 'done' : 'failed', r.status ? statusName(r.status) : '-', r.reason ?? '']),
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
      .option('--status <n>', 'one status id of 1 to 11 (10 and 11: quotations, waiting for reply and replied); 0 is every order', wholeNumber(0, 11), 0)
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
