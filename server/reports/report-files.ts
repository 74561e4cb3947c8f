import type { z } from 'zod';
import { FILE_FORMATS, type TFileFormat } from '../../core/jobs/file-options.ts';
import { assertReportAccess, type ReportAccess } from '../../core/reports/access.ts';
import { reportInput } from '../../core/reports/report-input.ts';
import { REPORT_MIME, reportFileName, writeReportTable, type ReportFileStream, type ReportTable } from '../../core/reports/report-table.ts';
import type { Ctx } from '../../core/shared/context.ts';
import { AppError, notFound } from '../../core/shared/errors.ts';
import { msg } from '../../core/shared/messages.ts';
import { orderReportTable } from '../../core/reports/order-report.ts';
import { ZReportPeriod } from '../../core/reports/period.ts';
import { productsPerformanceTable } from '../../core/reports/products-performance.ts';
import { ZProductsPerformanceFilter } from '../../core/reports/sales-schema.ts';
import { ZLeadDetailInput } from '../../core/reports/lead-report.ts';
import {
  aiTrafficTable,
  ipViewTable,
  landingPagesTable,
  leadReferralTable,
  leadReportTable,
  productsViewTable,
  searchesTable,
  visitorReportTable,
  websiteStatisticsTable,
  whatsappClicksTable,
} from '../../core/reports/traffic-files.ts';
import { ZIpViewInput, ZTrafficInput } from '../../core/reports/traffic-schema.ts';
import { keywordRankingTable } from '../../core/reports/keyword-ranking-report.ts';
import { googleKeywordTable } from '../../core/reports/google-keyword-report.ts';
import { trafficGuaranteeTable } from '../../core/reports/traffic-guarantee-report.ts';
import { affiliateEventsTable, affiliateRegistrationsTable, affiliateSourcesTable } from '../../core/reports/affiliate-reports.ts';
import { ZAffiliateScope } from '../../core/reports/affiliate-schema.ts';

/** A report whose shown table downloads as CSV or XLSX: who may, its filter (from the query string) and its table. */
export interface ReportFile<S extends z.ZodType = z.ZodType> {
  access: ReportAccess;
  input: S;
  table: (ctx: Ctx, input: z.output<S>) => Promise<ReportTable>;
}

const entry = <S extends z.ZodType>(file: ReportFile<S>): ReportFile => file as unknown as ReportFile;

/**
 * Every report's file, by the name in GET /api/reports/{name}/file?format=csv|xlsx&...filter.
 * A report screen's download asks for the same filter it shows.
 */
export const REPORT_FILES: Record<string, ReportFile> = {
  'order-report': entry({ access: { module: 'ecommerce_report' }, input: ZReportPeriod, table: orderReportTable }),
  'products-performance': entry({ access: { module: 'ecommerce_report' }, input: ZProductsPerformanceFilter, table: productsPerformanceTable }),
  // Traffic reports: period and channel (website or app), as their screens show them.
  'visitor-report': entry({ access: { module: 'report' }, input: ZTrafficInput, table: visitorReportTable }),
  'website-statistics': entry({ access: { module: 'report' }, input: ZTrafficInput, table: websiteStatisticsTable }),
  'landing-pages': entry({ access: { module: 'report' }, input: ZTrafficInput, table: landingPagesTable }),
  'products-view': entry({ access: { module: 'report' }, input: ZTrafficInput, table: productsViewTable }),
  'website-search': entry({ access: { module: 'report' }, input: ZTrafficInput, table: searchesTable }),
  'whatsapp-clicks': entry({ access: { module: 'report' }, input: ZTrafficInput, table: whatsappClicksTable }),
  'ai-traffic': entry({ access: { module: 'report' }, input: ZTrafficInput, table: aiTrafficTable }),
  'ip-view': entry({ access: { module: 'report' }, input: ZIpViewInput, table: ipViewTable }),
  'lead-report': entry({ access: { module: 'report' }, input: ZTrafficInput, table: leadReportTable }),
  'lead-referral': entry({ access: { module: 'report' }, input: ZLeadDetailInput, table: leadReferralTable }),
  // Keyword ranking and Google keyword reports, the traffic guarantee report, and the affiliate reports (master admin; all events or one).
  'keyword-ranking': entry({ access: { module: 'report' }, input: ZReportPeriod, table: keywordRankingTable }),
  'google-keywords': entry({ access: { module: 'report' }, input: ZReportPeriod, table: googleKeywordTable }),
  'traffic-guarantee': entry({ access: { module: 'traffic_guarantee_report' }, input: ZReportPeriod, table: trafficGuaranteeTable }),
  'affiliate-events': entry({ access: 'admin', input: ZReportPeriod, table: affiliateEventsTable }),
  'affiliate-sources': entry({ access: 'admin', input: ZAffiliateScope, table: affiliateSourcesTable }),
  'affiliate-registered': entry({ access: 'admin', input: ZAffiliateScope, table: affiliateRegistrationsTable }),
};
export { entry as reportFile };

/**
 * A report's file for the signed-in user who may read it: query is the format and the report's
 * filter, as the query string gives them. The server sends it; the command line on the local
 * database writes it.
 */
export async function openReportFile(ctx: Ctx, name: string, query: Record<string, string>): Promise<ReportFileStream> {
  const report = Object.hasOwn(REPORT_FILES, name) ? REPORT_FILES[name] : undefined;
  if (!report) throw notFound('report');
  assertReportAccess(ctx, report.access);
  const { format, ...filter } = query;
  if (!FILE_FORMATS.includes(format as TFileFormat)) throw new AppError('REPORT.FORMAT', msg('files.formatInput'), 'invalid', 'format');
  const table = await report.table(ctx, reportInput(report.input, filter));
  const fileFormat = format as TFileFormat;
  return { fileName: reportFileName(table, fileFormat), mimeType: REPORT_MIME[fileFormat], write: (output) => writeReportTable(table, fileFormat, output) };
}
