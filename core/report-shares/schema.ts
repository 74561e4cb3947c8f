import { z } from 'zod';
import { ZReportPeriod, checkPeriod, periodShape } from '../reports/period.ts';
import { ZOrderReport } from '../reports/sales-schema.ts';
import { term } from '../shared/messages.ts';
import { tooLongMessage } from '../shared/text-fields.ts';
import { REPORT_SHARE_LIMITS as L, REPORT_SHARE_MESSAGES as M, SHAREABLE_REPORTS } from './constants.ts';

export const ZReportShareInput = z
  .object({
    title: z.string().trim().min(1, M.titleRequired).max(L.title, tooLongMessage(term('reportShares.fields.title'), L.title)),
    report: z.enum(SHAREABLE_REPORTS),
    ...periodShape,
  })
  .superRefine(checkPeriod);
export type TReportShareInput = z.input<typeof ZReportShareInput>;

export const ZReportShareListInput = z.object({ report: z.enum(SHAREABLE_REPORTS) });
export const ZReportShareIdInput = z.object({ id: z.string().min(1) });

/** A share as its merchant sees it: the hash makes the public link /rednote-expert/{hash}. */
export const ZReportShare = z.object({
  id: z.string(),
  title: z.string(),
  report: z.enum(SHAREABLE_REPORTS),
  period: ZReportPeriod,
  hash: z.string(),
  createdAt: z.date(),
  revokedAt: z.date().nullable(),
  views: z.number().int(),
  lastViewedAt: z.date().nullable(),
});
export type TReportShare = z.infer<typeof ZReportShare>;

export const ZShareHashInput = z.object({ hash: z.string().min(1).max(300) });

/** What the public page shows: the share's title, the shop's name and the report's figures, no more. */
export const ZSharedReport = z.object({
  title: z.string(),
  merchantName: z.string(),
  report: z.enum(SHAREABLE_REPORTS),
  figures: ZOrderReport.pick({ timeZone: true, days: true, previousDays: true, figures: true }),
});
export type TSharedReport = z.infer<typeof ZSharedReport>;
