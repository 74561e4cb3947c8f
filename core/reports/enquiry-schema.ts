import { z } from 'zod';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { CHANNELS } from './constants.ts';
import { ZReportDays, checkPeriod, periodShape } from './period.ts';

export const ZEnquiryListInput = z
  .object({ ...periodShape, ...ZPageInput.shape, channel: z.enum(CHANNELS), search: z.string().trim().max(100).default(''), period: periodShape.period.default('lifetime') })
  .superRefine(checkPeriod);
export type TEnquiryListInput = z.input<typeof ZEnquiryListInput>;

export const ZEnquiryRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  productName: z.string().nullable(),
  createdAt: z.date(),
  read: z.boolean(),
});

export const ZEnquiryList = z.object({ days: ZReportDays, rows: zPage(ZEnquiryRow), unread: z.number().int() });
export type TEnquiryList = z.infer<typeof ZEnquiryList>;

export const ZEnquiryDetail = ZEnquiryRow.extend({
  channel: z.enum(CHANNELS),
  message: z.string(),
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  page: z.string(),
  ip: z.string(),
  referralCode: z.string(),
  productId: z.string().nullable(),
});
export type TEnquiryDetail = z.infer<typeof ZEnquiryDetail>;

export const ZEnquiryRef = z.object({ channel: z.enum(CHANNELS), id: z.string().trim().min(1).max(64) });
