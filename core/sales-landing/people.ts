import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { ownUpload } from '../content/pictures.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { skipTake } from '../shared/pagination.ts';
import type { UploadPurpose } from '../uploads/policies.ts';
import { audited } from '../user-logs/audited.ts';
import { SALES_LANDING_MESSAGES as M, SALES_LANDING_MODULE, salesLandingLog } from './constants.ts';
import {
  ZSalesPersonId,
  ZSalesPersonInput,
  ZSalesPersonListInput,
  ZUpdateSalesPersonInput,
  type TSalesPerson,
  type TSalesPersonInput,
  type TSalesPersonListInput,
  type TSalesPersonPage,
  type TSalesPersonValues,
  type TUpdateSalesPersonInput,
} from './schema.ts';
import { loadSalesPerson, pictureOf } from './store.ts';

const urlInUse = () => new AppError('SALES_LANDING.URL_IN_USE', M.urlInUse, 'conflict', 'customUrl');

/** Each picture must be one of the merchant's uploads made for its slot (resized to the slot's size). */
async function checkPictures(ctx: Ctx, person: TSalesPersonValues): Promise<void> {
  const slots: [string | null, UploadPurpose, string][] = [
    [person.photoId, 'sales-photo', 'photoId'],
    [person.nameCardId, 'sales-name-card', 'nameCardId'],
    [person.backgroundId, 'sales-background', 'backgroundId'],
  ];
  for (const [id, purpose, field] of slots) {
    if (id) await ownUpload(ctx, id, purpose, { code: 'SALES_LANDING.PICTURE', message: M.pictureUnknown, field });
  }
}

async function assertUrlFree(ctx: Ctx, customUrl: string, exceptId: string | null): Promise<void> {
  const taken = await ctx.db.salesPerson.findFirst({ where: { merchantId: ctx.merchantId, customUrl, ...(exceptId && { id: { not: exceptId } }) }, select: { id: true } });
  if (taken) throw urlInUse();
}

/** Two saves racing for one custom URL: the loser hears what a URL found taken says. */
async function uniqueUrl<T>(save: Promise<T>): Promise<T> {
  try {
    return await save;
  } catch (error) {
    if (isUniqueViolation(error)) throw urlInUse();
    throw error;
  }
}

/** The sales person list: searched by name, email, contact or custom URL, newest first, with whom each is bound to. */
export async function listSalesPeople(ctx: Ctx, raw: TSalesPersonListInput): Promise<TSalesPersonPage> {
  const input = ZSalesPersonListInput.parse(raw);
  const search = input.search;
  const where: Prisma.SalesPersonWhereInput = {
    merchantId: ctx.merchantId,
    ...(search && { OR: ['name', 'email', 'contact', 'customUrl'].map((field) => ({ [field]: containsText(ctx.engine, search) })) }),
  };
  const [rows, total] = await Promise.all([
    ctx.db.salesPerson.findMany({
      where,
      select: { id: true, name: true, contact: true, email: true, position: true, customUrl: true, photoId: true, createdAt: true, binding: { select: { user: { select: { name: true } } } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      ...skipTake(input),
    }),
    ctx.db.salesPerson.count({ where }),
  ]);
  return {
    items: rows.map(({ photoId, binding, ...row }) => ({ ...row, photo: pictureOf(ctx.merchantId, photoId), boundTo: binding?.user.name ?? null })),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

export const getSalesPerson = (ctx: Ctx, raw: { id: string }): Promise<TSalesPerson> => loadSalesPerson(ctx, ZSalesPersonId.parse(raw).id);

export function createSalesPerson(ctx: Ctx, raw: TSalesPersonInput): Promise<TSalesPerson> {
  const person = ZSalesPersonInput.parse(raw);
  return uniqueUrl(
    audited(
      ctx,
      (created) => ({ action: salesLandingLog('created', { name: created.name }), category: SALES_LANDING_MODULE }),
      async (tx) => {
        await checkPictures(tx, person);
        await assertUrlFree(tx, person.customUrl, null);
        const { id } = await tx.db.salesPerson.create({ data: { merchantId: tx.merchantId, ...person }, select: { id: true } });
        return loadSalesPerson(tx, id);
      },
    ),
  );
}

export function updateSalesPerson(ctx: Ctx, raw: TUpdateSalesPersonInput): Promise<TSalesPerson> {
  const { id, person } = ZUpdateSalesPersonInput.parse(raw);
  return uniqueUrl(
    audited(
      ctx,
      (updated) => ({ action: salesLandingLog('updated', { name: updated.name }), category: SALES_LANDING_MODULE }),
      async (tx) => {
        await loadSalesPerson(tx, id);
        await checkPictures(tx, person);
        await assertUrlFree(tx, person.customUrl, id);
        await tx.db.salesPerson.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: person, select: { id: true } });
        return loadSalesPerson(tx, id);
      },
    ),
  );
}

/** Removes a sales person and their binding; their past events and orders keep the id for the record. */
export function deleteSalesPerson(ctx: Ctx, raw: { id: string }): Promise<{ id: string }> {
  const { id } = ZSalesPersonId.parse(raw);
  return audited<{ id: string; name: string }>(
    ctx,
    (deleted) => ({ action: salesLandingLog('deleted', { name: deleted.name }), category: SALES_LANDING_MODULE }),
    async (tx) => {
      const row = await tx.db.salesPerson.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { name: true } });
      if (!row) throw notFound('salesPerson');
      await tx.db.salesPerson.delete({ where: { merchantId_id: { merchantId: tx.merchantId, id } } });
      return { id, name: row.name };
    },
  ).then(({ id: deleted }) => ({ id: deleted }));
}
