import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { containsText, escapeLike } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { addDaysTo, localDate, startOfLocalDay } from '../shared/time.ts';
import { audited } from '../user-logs/audited.ts';
import { CONTACT_CATEGORY } from './constants.ts';
import { contactNumber } from './contact-number.ts';
import {
  PHONE_TEXT,
  ZContactIdsInput,
  ZContactInput,
  ZContactListInput,
  ZContactUpdateInput,
  type TContact,
  type TContactFilter,
  type TContactInput,
  type TContactListInput,
  type TContactPage,
  type TContactUpdateInput,
} from './schema.ts';

export const CONTACT_SELECT = { id: true, name: true, companyName: true, contact: true, email: true, whatsapp: true, date: true, createdAt: true, updatedAt: true } as const;
type Row = Prisma.ContactGetPayload<{ select: typeof CONTACT_SELECT }>;

export const toContact = (ctx: Ctx, row: Row): TContact => ({ ...row, date: localDate(row.date, ctx.timeZone) });

/** The contacts a filter keeps: the search anywhere in the name, company, e-mail or contact number; the days on the merchant's clock. */
export function contactWhere(ctx: Ctx, filter: TContactFilter): Prisma.ContactWhereInput {
  const text = filter.search ? containsText(ctx.engine, filter.search) : null;
  // A search written as a phone number ('012-345 6789') also finds the stored digits.
  const digits = filter.search && PHONE_TEXT.test(filter.search) ? filter.search.replace(/\D/g, '') : '';
  return {
    merchantId: ctx.merchantId,
    AND: [
      ...(text ? [{ OR: [{ name: text }, { companyName: text }, { email: text }, { contact: text }, ...(digits ? [{ contact: { contains: escapeLike(digits) } }] : [])] }] : []),
      ...(filter.from ? [{ date: { gte: startOfLocalDay(filter.from, ctx.timeZone) } }] : []),
      ...(filter.to ? [{ date: { lt: startOfLocalDay(addDaysTo(filter.to, 1), ctx.timeZone) } }] : []),
    ],
  };
}

/** The contact list: search, a range of days, pages of 20 to 80, the latest date first. */
export async function listContacts(ctx: Ctx, raw: TContactListInput): Promise<TContactPage> {
  const input = ZContactListInput.parse(raw);
  const where = contactWhere(ctx, input);
  // One after the other: on SQLite parallel queries only queue behind each other.
  const total = await ctx.db.contact.count({ where });
  const rows = await ctx.db.contact.findMany({ where, select: CONTACT_SELECT, orderBy: [{ date: 'desc' }, { createdAt: 'desc' }, { id: 'asc' }], ...skipTake(input) });
  return { items: rows.map((row) => toContact(ctx, row)), total, page: input.page, pageSize: input.pageSize };
}

export async function getContact(ctx: Ctx, id: string): Promise<TContact> {
  const row = await ctx.db.contact.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: CONTACT_SELECT });
  if (!row) throw notFound('contact');
  return toContact(ctx, row);
}

/** The stored columns of a checked contact: numbers normalised, the day as the start of the merchant's day. */
export function contactData(ctx: Ctx, contact: ReturnType<typeof ZContactInput.parse>) {
  const { date, contact: number, whatsapp, ...rest } = contact;
  return { ...rest, contact: contactNumber(number), whatsapp: contactNumber(whatsapp), date: startOfLocalDay(date ?? localDate(ctx.now(), ctx.timeZone), ctx.timeZone) };
}

export function createContact(ctx: Ctx, raw: TContactInput): Promise<TContact> {
  const contact = ZContactInput.parse(raw);
  return audited(
    ctx,
    (c) => ({ action: msg('log.contacts.created', { name: c.name }), category: CONTACT_CATEGORY }),
    async (tx) => {
      const { id } = await tx.db.contact.create({ data: { merchantId: tx.merchantId, ...contactData(tx, contact) }, select: { id: true } });
      return getContact(tx, id);
    },
  );
}

export function updateContact(ctx: Ctx, raw: TContactUpdateInput): Promise<TContact> {
  const { id, ...contact } = ZContactUpdateInput.parse(raw);
  return audited(
    ctx,
    (c) => ({ action: msg('log.contacts.updated', { name: c.name }), category: CONTACT_CATEGORY }),
    async (tx) => {
      const { count } = await tx.db.contact.updateMany({ where: { merchantId: tx.merchantId, id }, data: contactData(tx, contact) });
      if (count !== 1) throw notFound('contact');
      return getContact(tx, id);
    },
  );
}

export async function deleteContact(ctx: Ctx, id: string): Promise<void> {
  const { name } = await getContact(ctx, id);
  await audited(ctx, { action: msg('log.contacts.deleted', { name }), category: CONTACT_CATEGORY }, async (tx) => {
    await tx.db.contact.deleteMany({ where: { merchantId: tx.merchantId, id } });
  });
}

/** Deletes the merchant's contacts among ids (others' ids delete nothing); how many went. */
export function deleteContacts(ctx: Ctx, raw: { ids: string[] }): Promise<{ deleted: number }> {
  const { ids } = ZContactIdsInput.parse(raw);
  return audited(
    ctx,
    (r) => ({ action: msg('log.contacts.bulkDeleted', { count: r.deleted }), category: CONTACT_CATEGORY }),
    async (tx) => ({ deleted: (await tx.db.contact.deleteMany({ where: { merchantId: tx.merchantId, id: { in: ids } } })).count }),
  );
}
