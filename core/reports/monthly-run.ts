import { isUniqueViolation } from '../db/errors.ts';
import { queueMail } from '../mail/outbox.ts';
import { systemCtx, withTransaction, type BaseCtx } from '../shared/context.ts';
import { localDate } from '../shared/time.ts';
import { monthName } from './monthly-drawing.ts';
import { monthlyReport } from './monthly-figures.ts';
import { merchantLogo } from '../email-marketing/settings.ts';
import { monthlyFileName, monthlyPdfBytes, monthlyStorageKey } from './monthly-pdf.ts';
import { addMonthsTo } from './period.ts';

export type MonthlyOutcome = 'made' | 'mailed' | 'done' | 'no_address' | 'failed';

export interface MonthlyRunEntry {
  merchantId: string;
  merchantName: string;
  month: string;
  outcome: MonthlyOutcome;
  /** Why it failed (the error's message), for the operator. */
  error?: string;
}

/** The month that just ended on the merchant's calendar at now. */
export const endedMonth = (now: Date, timeZone: string): string => addMonthsTo(localDate(now, timeZone).slice(0, 7), -1);

interface Merchant {
  id: string;
  name: string;
  timeZone: string;
  reportEmail: string;
  masterEmail: string;
  email: string;
}

function monthlyMail(to: string, merchant: Merchant, month: string, key: string) {
  return {
    to,
    subject: `Your monthly report for ${monthName(month)}`,
    text: [
      `Hello ${merchant.name},`,
      '',
      `Your Merchant System report for ${monthName(month)} is attached: sales, orders, visitors, the top products, searches and pages, members and vouchers, each compared with the month before and the same month last year.`,
      'You can download it again any time from Reports > Monthly report in your dashboard.',
    ].join('\n'),
    attachment: { key, name: monthlyFileName(month) },
  };
}

/**
 * One merchant's ended month: made and stored once (a row marks it), then e-mailed once (the
 * mail is queued with the mark, in one transaction). A run stopped between the two steps
 * finishes the second next time.
 */
async function runMerchant(base: BaseCtx, merchant: Merchant, month: string): Promise<MonthlyOutcome> {
  const ctx = systemCtx(base, merchant);
  let made = false;
  let row = await ctx.db.monthlyReport.findUnique({ where: { merchantId_month: { merchantId: merchant.id, month } } });
  if (!row) {
    const bytes = await monthlyPdfBytes(await monthlyReport(ctx, month), await merchantLogo(ctx.db, ctx.env.storage, merchant.id));
    const key = monthlyStorageKey(merchant.id, month);
    await base.env.storage.put(key, bytes);
    try {
      row = await ctx.db.monthlyReport.create({ data: { merchantId: merchant.id, month, storageKey: key, bytes: bytes.length, createdAt: ctx.now() } });
      made = true;
    } catch (error) {
      // A run started at the same time (another machine's cron) marked it first: its report stands.
      if (!isUniqueViolation(error)) throw error;
      await base.env.storage.remove(key);
      row = await ctx.db.monthlyReport.findUniqueOrThrow({ where: { merchantId_month: { merchantId: merchant.id, month } } });
    }
  }
  if (row.mailedAt) return 'done';
  const to = merchant.reportEmail || merchant.masterEmail || merchant.email;
  if (!to) return made ? 'made' : 'no_address';
  await withTransaction(ctx, async (tx) => {
    const marked = await tx.db.monthlyReport.updateMany({ where: { merchantId: merchant.id, month, mailedAt: null }, data: { mailedAt: tx.now() } });
    if (marked.count === 1) await queueMail(tx.db, merchant.id, monthlyMail(to, merchant, month, row.storageKey));
  });
  return 'mailed';
}

/** What a terminal shows while the run goes: how many merchants, then each one done. */
export interface MonthlyProgress {
  start?(merchants: number): Promise<void> | void;
  merchant?(entry: MonthlyRunEntry, done: number): void;
}

/**
 * The monthly run, for cron (`merchant reports monthly-run`): for every merchant, the month that
 * just ended in its time zone, stored for the dashboard's download and e-mailed to its report
 * address. A merchant that fails does not stop the others; the result names it.
 */
export async function runMonthlyReports(base: BaseCtx, progress: MonthlyProgress = {}): Promise<MonthlyRunEntry[]> {
  const merchants = await base.db.merchant.findMany({ select: { id: true, name: true, timeZone: true, reportEmail: true, masterEmail: true, email: true }, orderBy: { createdAt: 'asc' } });
  await progress.start?.(merchants.length);
  const entries: MonthlyRunEntry[] = [];
  for (const [i, merchant] of merchants.entries()) {
    const entry: MonthlyRunEntry = { merchantId: merchant.id, merchantName: merchant.name, month: '', outcome: 'failed' };
    try {
      entry.month = endedMonth(base.now(), merchant.timeZone);
      entry.outcome = await runMerchant(base, merchant, entry.month);
    } catch (error) {
      entry.error = (error as Error).message;
    }
    entries.push(entry);
    progress.merchant?.(entry, i + 1);
  }
  return entries;
}
