import { z } from 'zod';
import { SERVICE_PAYMENT_STATES } from '../account/service-payments.ts';
import { ZAnnouncementRow } from '../announcements/schema.ts';

/** The unpaid service-order invoices in one payment state. */
export const ZServicePayment = z.object({
  state: z.enum(SERVICE_PAYMENT_STATES),
  invoices: z.number().int(),
  amountSen: z.number().int(),
  /** The earliest due date among them; null when there is none. */
  nextDueAt: z.date().nullable(),
});
export type TServicePayment = z.infer<typeof ZServicePayment>;

/** The home page's frame: who is signed in, the platform's announcements and, for the master admin, the service-order payments. */
export const ZHomeSummary = z.object({
  merchantName: z.string(),
  userName: z.string(),
  announcements: z.array(ZAnnouncementRow),
  /** Every state in SERVICE_PAYMENT_STATES order; null for sub-users (the invoices are the master admin's, as on account information). */
  servicePayments: z.array(ZServicePayment).nullable(),
});
export type THomeSummary = z.infer<typeof ZHomeSummary>;
