import type { z } from 'zod';
import type { Ctx } from '../shared/context.ts';
import { CONTACT_TYPES, type Channel, type Device, type EventKind, type IpViewFilter, type SourceKind } from './constants.ts';
import { leadDetail, leadReport, type ZLeadDetailInput } from './lead-report.ts';
import type { ReportTable } from './report-table.ts';
import { aiTrafficReport, contactClicksReport, ipViewRows, landingPagesReport, productsViewReport, searchReport } from './traffic-lists.ts';
import { visitorReport, websiteStatistics } from './traffic-reports.ts';
import type { TKeyedRows, TSeries, ZIpViewInput, ZTrafficInput } from './traffic-schema.ts';

/** The filters as the file registry hands them over, parsed from the query string. */
type TrafficFilter = z.output<typeof ZTrafficInput>;
type IpViewFilterInput = z.output<typeof ZIpViewInput>;
type LeadReferralFilter = z.output<typeof ZLeadDetailInput>;

/** The English names a file gives what the screens name in the interface's language. */
const EVENT_NAMES: Record<EventKind, string> = {
  page_view: 'Page views',
  product_view: 'Product views',
  search: 'Searches',
  contact: 'Contact clicks',
  enquiry: 'Enquiries',
  showcase_view: 'Showcase views',
  showcase_click: 'Showcase clicks',
  affiliate_click: 'Affiliate clicks',
  affiliate_registration: 'Affiliate registrations',
};
const SOURCE_NAMES: Record<SourceKind, string> = { direct: 'Direct', search: 'Search engine', social: 'Social network', ai: 'AI assistant', marketplace: 'Marketplace', website: 'Other website' };
const DEVICE_NAMES: Record<Device, string> = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet' };
const IP_TYPE_NAMES: Record<Exclude<IpViewFilter, 'all'>, string> = {
  inquiry: 'Inquiries',
  search: 'Searches',
  whatsapp: 'WhatsApp',
  phone: 'Phone',
  map: 'Map',
  navigation_app: 'Navigation app',
  messenger: 'Messenger',
  email: 'E-mail',
  wechat: 'WeChat',
  fax: 'Fax',
};
const IP_TYPES = ['inquiry', 'search', ...CONTACT_TYPES] as const;

/** The column headings of the traffic reports' files (English, as every file of the product). */
export const TRAFFIC_FILE_HEADERS = {
  bucket: { day: 'Day', month: 'Month' },
  visitors: ['Visitors', 'Visits', 'Page views', 'Product views', 'Searches', 'Enquiries', 'Contact clicks'],
  statistics: ['Table', 'Name', 'Source', 'Count', 'Visitors'],
  landingPages: ['Landing page', 'Visits', 'Visitors'],
  productViews: ['Product', 'SKU', 'Views', 'Visitors'],
  searches: ['Rank', 'Search', 'Searches', 'Visitors'],
  whatsappClicks: ['Page', 'WhatsApp clicks', 'Visitors'],
  aiTraffic: ['AI assistant', 'Visits', 'Visitors'],
  ipView: ['IP address', 'Total', ...IP_TYPES.map((type) => IP_TYPE_NAMES[type])],
  leads: ['Referral code', 'Visits', 'Inquiries', 'WhatsApp clicks', 'Other contact clicks', 'Leads'],
  leadReferral: ['Visits', 'Leads'],
} as const;
const H = TRAFFIC_FILE_HEADERS;

const fileName = (report: string, channel: Channel, days: { from: string; to: string }) => `${report}-${channel}-${days.from}-to-${days.to}`;

/** A chart's buckets as rows: the bucket, then each named series' value in it. */
const bucketRows = (series: TSeries, names: readonly string[]) => series.buckets.map((bucket, i) => [bucket, ...names.map((name) => series.values[name]?.[i] ?? 0)]);

/** The visitor report's file: its chart's days (or months) with every headline figure. */
export async function visitorReportTable(ctx: Ctx, input: TrafficFilter): Promise<ReportTable> {
  const report = await visitorReport(ctx, input);
  return {
    name: fileName('visitor-report', input.channel, report.days),
    header: [H.bucket[report.days.grain], ...H.visitors],
    rows: bucketRows(report.series, ['visitors', 'visits', 'pageViews', 'productViews', 'searches', 'enquiries', 'contacts']),
  };
}

/** The website statistics' file: its four tables one under the other, each row naming its table. */
export async function websiteStatisticsTable(ctx: Ctx, input: TrafficFilter): Promise<ReportTable> {
  const s = await websiteStatistics(ctx, input);
  return {
    name: fileName('website-statistics', input.channel, s.days),
    header: H.statistics,
    rows: [
      ...s.kinds.map((r) => ['Events', EVENT_NAMES[r.kind as EventKind] ?? r.kind, '', r.count, r.visitors]),
      ...s.pages.map((r) => ['Pages', r.page, '', r.count, r.visitors]),
      ...s.referrers.map((r) => ['Referrers', r.host, SOURCE_NAMES[r.source as SourceKind] ?? r.source, r.count, r.visitors]),
      ...s.devices.map((r) => ['Devices', DEVICE_NAMES[r.device as Device] ?? r.device, '', r.count, r.visitors]),
    ],
  };
}

/** A file of a keyed report (landing pages, searches, ...): its rows as the screen lists them. */
function keyedTable(report: (ctx: Ctx, input: TrafficFilter) => Promise<TKeyedRows>, name: string, header: readonly string[], cells: (row: TKeyedRows['rows'][number], index: number) => (string | number)[]) {
  return async (ctx: Ctx, input: TrafficFilter): Promise<ReportTable> => {
    const r = await report(ctx, input);
    return { name: fileName(name, input.channel, r.days), header, rows: r.rows.map(cells) };
  };
}

export const landingPagesTable = keyedTable(landingPagesReport, 'landing-pages', H.landingPages, (r) => [r.key, r.count, r.visitors]);
export const productsViewTable = keyedTable(productsViewReport, 'products-view', H.productViews, (r) => [r.label, r.detail, r.count, r.visitors]);
export const searchesTable = keyedTable(searchReport, 'website-search', H.searches, (r, i) => [i + 1, r.key, r.count, r.visitors]);
export const whatsappClicksTable = keyedTable((ctx, input) => contactClicksReport(ctx, input, 'whatsapp'), 'whatsapp-clicks', H.whatsappClicks, (r) => [r.key, r.count, r.visitors]);
export const aiTrafficTable = keyedTable(aiTrafficReport, 'ai-traffic', H.aiTraffic, (r) => [r.key, r.count, r.visitors]);

/** The IP view's file: every address of the filter (not only the screen's page), with its count of each type. */
export async function ipViewTable(ctx: Ctx, input: IpViewFilterInput): Promise<ReportTable> {
  const { days, rows } = await ipViewRows(ctx, input);
  return {
    name: fileName(`ip-view-${input.type}`, input.channel, days),
    header: H.ipView,
    rows: rows.map((r) => [r.ip, r.total, ...IP_TYPES.map((type) => r.byType[type] ?? 0)]),
  };
}

/** The lead report's file: a row per referral code, most leads first. */
export async function leadReportTable(ctx: Ctx, input: TrafficFilter): Promise<ReportTable> {
  const report = await leadReport(ctx, input);
  return {
    name: fileName('lead-report', input.channel, report.days),
    header: H.leads,
    rows: report.rows.map((r) => [r.code, r.visits, r.inquiries, r.whatsapp, r.otherContacts, r.leads]),
  };
}

/** One referral code's file: its visits and leads by day (or month). */
export async function leadReferralTable(ctx: Ctx, input: LeadReferralFilter): Promise<ReportTable> {
  const detail = await leadDetail(ctx, input);
  return {
    name: fileName(`lead-report-${detail.code}`, input.channel, detail.days),
    header: [H.bucket[detail.days.grain], ...H.leadReferral],
    rows: bucketRows(detail.series, ['visits', 'leads']),
  };
}
