import { z } from 'zod';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { ZLocalDate } from '../shared/time.ts';
import { REPORT_LIMITS as L, REPORT_MESSAGES as M } from './constants.ts';

const filterShape = {
  productIds: z
    .array(z.string().trim().min(1).max(64), { error: M.productsRequired })
    .min(1, M.productsRequired)
    .max(L.maxProducts, M.tooManyProducts)
    .transform((ids) => [...new Set(ids)]),
  from: ZLocalDate.optional(),
  to: ZLocalDate.optional(),
};

const rangeInOrder = (f: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
  if (f.from && f.to && f.to < f.from) ctx.addIssue({ code: 'custom', path: ['to'], message: M.endBeforeStart });
};

/** The products (1 to 5) and dates of a report; blank dates are this month in the merchant's time zone. */
export const ZReportFilter = z.object(filterShape).superRefine(rangeInOrder);
export type TReportFilter = z.input<typeof ZReportFilter>;

/** The report's screen: the filter and a page of its customers. */
export const ZReportInput = ZPageInput.extend(filterShape).superRefine(rangeInOrder);
export type TReportInput = z.input<typeof ZReportInput>;

export const ZReportProduct = z.object({
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  /** Paid orders in the range holding the product. */
  orders: z.number().int(),
  units: z.number().int(),
  /** What the product's lines came to (after promotion prices), in sen. */
  salesSen: z.number().int(),
});

export const ZReportCustomer = z.object({
  /** m:{memberId} for a member, else e:{e-mail} (or n:{name} without one). */
  key: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The member number when the buyer was a member. */
  memberNo: z.number().int().nullable(),
  orders: z.number().int(),
  units: z.number().int(),
  totalSen: z.number().int(),
  /** Units of each chosen product, in the report's product order. */
  unitsByProduct: z.array(z.number().int()),
});
export type TReportCustomer = z.infer<typeof ZReportCustomer>;

export const ZProductsSoldReport = z.object({
  /** The range as used, both days included. */
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  products: z.array(ZReportProduct),
  totals: z.object({ orders: z.number().int(), units: z.number().int(), salesSen: z.number().int(), customers: z.number().int() }),
  customers: zPage(ZReportCustomer),
});
export type TProductsSoldReport = z.infer<typeof ZProductsSoldReport>;

export const ZReportFile = z.object({ fileName: z.string(), mimeType: z.string(), content: z.string() });
export type TReportFile = z.infer<typeof ZReportFile>;
