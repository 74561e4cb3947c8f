import { Layout, type PdfDoc } from '../invoices/documents-pdf.ts';
import { formatSen } from '../shared/money-format.ts';
import { formatCount } from '../shared/numbers.ts';
import { changePercent } from './compare.ts';
import type { MonthlyFigure, MonthlyTop, TMonthlyReport } from './monthly-schema.ts';
import { salesChart } from './order-report-drawing.ts';
import { addMonthsTo } from './period.ts';
import type { SalesStatusGroup } from './sales-statuses.ts';

// Written in English, as the order report PDF, the invoices and every exported file are.
const FIGURES: Record<MonthlyFigure, { label: string; money: boolean; definition: string }> = {
  salesSen: { label: 'Sales', money: true, definition: 'What paid orders placed in the month came to (Payment Made onward, never a cancelled or refunded order), shipping and taxes included.' },
  paidOrders: { label: 'Paid orders', money: false, definition: 'Orders placed in the month that were paid and neither cancelled nor refunded.' },
  averageOrderSen: { label: 'Average order value', money: true, definition: 'Sales divided by paid orders.' },
  units: { label: 'Units sold', money: false, definition: 'Items in the paid orders.' },
  visitors: { label: 'Visitors', money: false, definition: 'Unique IP addresses per hour that viewed a page of the website or the app.' },
  pageViews: { label: 'Page views', money: false, definition: 'Pages viewed on the website and in the app.' },
  enquiries: { label: 'Enquiries', money: false, definition: 'Enquiry forms sent from the website and the app.' },
  membersJoined: { label: 'Members joined', money: false, definition: 'Members who joined in the month, on the website, in the app, by import or added in the back office.' },
  pointsIssued: { label: 'Points issued', money: false, definition: 'Member points earned or given in the month (redemptions and reversals not subtracted).' },
  vouchersUsed: { label: 'Vouchers used', money: false, definition: 'Vouchers applied to orders placed in the month (uses given back by a cancellation not counted).' },
};

const TOPS: Record<MonthlyTop, { title: string; value: string; money: boolean }> = {
  products: { title: 'Top products by sales', value: 'Sales', money: true },
  searches: { title: 'Top searches', value: 'Searches', money: false },
  pages: { title: 'Top pages', value: 'Views', money: false },
  sources: { title: 'Top sources of visits', value: 'Visits', money: false },
  landingPages: { title: 'Top landing pages', value: 'Visits', money: false },
  productsViewed: { title: 'Most viewed products', value: 'Views', money: false },
};

const SOURCES: Record<string, string> = { direct: 'Direct', search: 'Search engines', social: 'Social networks', ai: 'AI assistants', marketplace: 'Marketplaces', website: 'Other websites' };

const GROUPS: Record<SalesStatusGroup, string> = { unpaid: 'Unpaid', processing: 'Paid / processing', shipped: 'Shipped', completed: 'Completed', cancelled: 'Cancelled', refunded: 'Refunded' };

/** The logo's box in points: wide logos fit its width, tall ones its height. */
const LOGO_BOX: [number, number] = [120, 40];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-11' -> 'November 2026'. */
export const monthName = (month: string): string => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

const changeText = (now: number, then: number) => {
  const change = changePercent(now, then);
  return change === null ? '-' : `${change > 0 ? '+' : ''}${change.toFixed(1)}%`;
};

function heading(layout: Layout, title: string): void {
  layout.text(title, { style: 'bold', size: 11 });
  layout.doc.moveDown(0.3);
}

/**
 * The monthly report on A4: the shop and the month, the headline figures against the month before
 * and the same month last year, the days' sales as a vector chart, orders by status, the top 5
 * lists, and a page of definitions.
 */
export function drawMonthlyReport(doc: PdfDoc, report: TMonthlyReport, logo: Buffer | null = null): void {
  const layout = new Layout(doc, `Monthly report - ${report.merchantName} - ${monthName(report.month)}`);
  layout.newPage();
  layout.text('MONTHLY REPORT', { style: 'bold', size: 16, align: 'right' });
  // The merchant's logo from its e-mail settings, right under the title, beside the shop's name.
  if (logo) doc.image(logo, layout.right - LOGO_BOX[0], doc.y + 4, { fit: LOGO_BOX, align: 'right' });
  doc.y = layout.left;
  layout.text(report.merchantName, { style: 'bold', size: 12, width: 330 });
  layout.text(`${monthName(report.month)} (${report.timeZone})`, { width: 330 });
  layout.text(`Compared with ${monthName(addMonthsTo(report.month, -1))} and ${monthName(addMonthsTo(report.month, -12))}`, { width: 330 });
  doc.moveDown(0.8);
  layout.rule();

  layout.table(
    [
      { title: 'Figure', width: 120 },
      { title: 'This month', width: 85, align: 'right' },
      { title: 'Month before', width: 85, align: 'right' },
      { title: 'Change', width: 50, align: 'right' },
      { title: 'A year before', width: 85, align: 'right' },
      { title: 'Change', width: 50, align: 'right' },
    ],
    (Object.keys(FIGURES) as MonthlyFigure[]).map((key) => {
      const { label, money } = FIGURES[key];
      const f = report.figures[key];
      const show = (n: number) => (money ? formatSen(n) : formatCount(n));
      return [label, show(f.value), show(f.previousMonth), changeText(f.value, f.previousMonth), show(f.lastYear), changeText(f.value, f.lastYear)];
    }),
  );
  doc.moveDown(0.8);
  salesChart(layout, report.days, 'day');

  layout.ensure(120);
  heading(layout, 'Orders by status');
  layout.table(
    [
      { title: 'Status', width: 250 },
      { title: 'Orders', width: 100, align: 'right' },
      { title: 'Amount', width: 130, align: 'right' },
    ],
    report.statusGroups.map((g) => [GROUPS[g.group], formatCount(g.orders), formatSen(g.amountSen)]),
  );
  doc.moveDown(0.8);

  for (const key of Object.keys(TOPS) as MonthlyTop[]) {
    const { title, value, money } = TOPS[key];
    const rows = report.tops[key];
    layout.ensure(40 + rows.length * 16);
    heading(layout, title);
    if (rows.length === 0) layout.text('Nothing this month.');
    else
      layout.table(
        [
          { title: '#', width: 20 },
          { title: key === 'sources' ? 'Source' : key === 'searches' ? 'Search' : key.endsWith('ages') ? 'Page' : 'Product', width: 360 },
          { title: value, width: 100, align: 'right' },
        ],
        rows.map((r, i) => [String(i + 1), key === 'sources' ? (SOURCES[r.name] ?? r.name) : r.name, money ? formatSen(r.value) : formatCount(r.value)]),
      );
    doc.moveDown(0.6);
  }
  layout.ensure(40);
  layout.text(`Vouchers used: ${formatCount(report.figures.vouchersUsed.value)}, taking ${formatSen(report.vouchersDiscountSen)} off orders.`);

  layout.newPage();
  layout.text('Definitions', { style: 'bold', size: 14 });
  doc.moveDown(0.5);
  for (const { label, definition } of Object.values(FIGURES)) {
    layout.ensure(40);
    layout.text(label, { style: 'bold' });
    layout.text(definition);
    doc.moveDown(0.4);
  }
  layout.text('Days and months are counted in the time zone shown under the shop\'s name. The top lists count the website and the app together; sources group visits by the site they came from (search engines, social networks, AI assistants, marketplaces, other websites, or none: direct).');
}
