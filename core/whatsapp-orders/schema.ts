import { z } from 'zod';
import { ZAddress, ZBuyer, ZCartItems } from '../checkout/schema.ts';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { WHATSAPP_ENTRY_KINDS, WHATSAPP_ENTRY_STATUSES, WHATSAPP_ORDER_LIMITS as L, WHATSAPP_ORDER_MESSAGES as M } from './constants.ts';

const ZKind = z.enum(WHATSAPP_ENTRY_KINDS);
const ZStatus = z.enum(WHATSAPP_ENTRY_STATUSES);
const id = z.string().min(1).max(64);

/** What the website's WhatsApp checkout sends: the buyer (a WhatsApp number is required), an optional address and note, and the cart's lines. */
export const ZWhatsappCheckoutInput = z.object({
  kind: ZKind,
  buyer: ZBuyer.refine((b) => b.phone !== '', { message: M.phoneRequired, path: ['phone'] }),
  address: ZAddress.optional(),
  note: z.string().trim().max(L.noteMaxChars, M.noteTooLong).default(''),
  items: ZCartItems,
});
export type TWhatsappCheckoutInput = z.input<typeof ZWhatsappCheckoutInput>;

export const ZWhatsappLine = z.object({
  productId: z.string(),
  optionId: z.string().nullable(),
  name: z.string(),
  options: z.string(),
  qty: z.number().int(),
  unitPriceSen: z.number().int(),
  lineTotalSen: z.number().int(),
});
export type TWhatsappLine = z.infer<typeof ZWhatsappLine>;

/** The website's answer: the entry's number and the text the buyer sends the merchant by WhatsApp. */
export const ZWhatsappCheckoutResult = z.object({ id: z.string(), kind: ZKind, entryNo: z.number().int(), totalSen: z.number().int(), message: z.string() });

export const ZWhatsappEntry = z.object({
  id: z.string(),
  kind: ZKind,
  entryNo: z.number().int(),
  status: ZStatus,
  buyerName: z.string(),
  buyerPhone: z.string(),
  buyerEmail: z.string(),
  address: z.string(),
  note: z.string(),
  lines: z.array(ZWhatsappLine),
  totalSen: z.number().int(),
  createdAt: z.date(),
  completedAt: z.date().nullable(),
});
export type TWhatsappEntry = z.infer<typeof ZWhatsappEntry>;

/** A list's tab (Active or Completed) and its search: the number, the buyer's name, phone or e-mail, as typed. */
export const ZWhatsappListInput = ZPageInput.extend({ kind: ZKind, status: ZStatus.default('active'), search: z.string().trim().max(100).optional() });
export type TWhatsappListInput = z.input<typeof ZWhatsappListInput>;

export const ZWhatsappPage = zPage(ZWhatsappEntry).extend({ tabCounts: z.object({ active: z.number().int(), completed: z.number().int() }) });
export type TWhatsappPage = z.infer<typeof ZWhatsappPage>;

export const ZWhatsappEntryId = z.object({ kind: ZKind, id });

/** One entry or several (bulk) moved to a tab. */
export const ZWhatsappSetStatusInput = z.object({ kind: ZKind, ids: z.array(id).min(1, M.selectRequired).max(L.bulkMax), status: ZStatus });
export const ZWhatsappSetStatusResult = z.object({ changed: z.number().int() });
