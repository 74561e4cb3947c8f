import type { Writable } from 'node:stream';
import type { TFileFormat } from '../jobs/schema.ts';
import { openSheetWriter, type SheetCell } from '../sheets/sheet-writer.ts';
import type { CommissionState } from './constants.ts';
import type { TCommissionTotals, TMonthCommissionsPage } from './schema.ts';

/** The commissions file's columns. */
export const COMMISSION_EXPORT_HEADER = ['Referral person', 'Custom name', 'Order no', 'Placed at', 'Status', 'Goods (RM)', 'Commission %', 'Commission (RM)', 'Commission state', 'Paid at'] as const;

const STATE_WORDS: Record<CommissionState, string> = { payable: 'Payable', paid: 'Paid', not_payable: 'Not payable' };

type Sums = Pick<TCommissionTotals, 'orders' | 'goodsSen' | 'commissionSen' | 'payableSen' | 'paidSen' | 'notPayableSen'>;
const noSums = (): Sums => ({ orders: 0, goodsSen: 0, commissionSen: 0, payableSen: 0, paidSen: 0, notPayableSen: 0 });
const STATE_SUM: Record<CommissionState, 'payableSen' | 'paidSen' | 'notPayableSen'> = { payable: 'payableSen', paid: 'paidSen', not_payable: 'notPayableSen' };

/** A totals row: the label, the goods and commission totals, then the payable, paid and not payable parts. */
const totalsCells = (label: string, s: Sums): SheetCell[] => [
  label,
  '',
  s.orders,
  '',
  '',
  { sen: s.goodsSen },
  '',
  { sen: s.commissionSen },
  `Payable ${(s.payableSen / 100).toFixed(2)} / Paid ${(s.paidSen / 100).toFixed(2)} / Not payable ${(s.notPayableSen / 100).toFixed(2)}`,
  '',
];

/**
 * Writes a month's commissions as CSV or XLSX through the streaming sheet writer (formula-like
 * text guarded): each order's row, grouped by person with a totals row after each person, and
 * the month's totals last. Pages come from nextPage (the router's monthCommissions, ordered by
 * person). Returns the number of orders.
 */
export async function writeMonthCommissions(format: TFileFormat, output: Writable, nextPage: (page: number) => Promise<TMonthCommissionsPage>): Promise<{ orders: number; totals: TCommissionTotals | null }> {
  const sheet = await openSheetWriter(format, output, { header: COMMISSION_EXPORT_HEADER, sheetName: 'Commissions' });
  // The person whose rows are being written (rows come ordered by person), and their sums so far.
  const group: { current: { id: string; name: string; sums: Sums } | null } = { current: null };
  let done = 0;
  let totals: TCommissionTotals | null = null;
  const closePerson = async () => {
    if (group.current) await sheet.write(totalsCells(`Total ${group.current.name}`, group.current.sums));
  };
  for (let page = 1; ; page++) {
    const result = await nextPage(page);
    totals = result.totals;
    for (const row of result.items) {
      if (group.current?.id !== row.person.id) {
        await closePerson();
        group.current = { id: row.person.id, name: row.person.name, sums: noSums() };
      }
      const sums = group.current.sums;
      sums.orders += 1;
      sums.goodsSen += row.goodsSen;
      sums.commissionSen += row.commissionSen;
      sums[STATE_SUM[row.state]] += row.commissionSen;
      await sheet.write([
        row.person.name,
        row.person.customName,
        row.orderNo,
        row.placedAt.toISOString(),
        row.statusName,
        { sen: row.goodsSen },
        row.commissionRateBp / 100,
        { sen: row.commissionSen },
        STATE_WORDS[row.state],
        row.commissionPaidAt?.toISOString() ?? '',
      ]);
    }
    done += result.items.length;
    if (result.items.length === 0 || done >= result.total) break;
  }
  await closePerson();
  if (totals) await sheet.write(totalsCells('Total', totals));
  await sheet.end();
  return { orders: done, totals };
}
