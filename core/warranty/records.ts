import { isUniqueViolation } from '../db/errors.ts';
import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound, notFoundMessage } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { localDate } from '../shared/time.ts';
import { audited } from '../user-logs/audited.ts';
import { WARRANTY_CATEGORY, WARRANTY_MESSAGES as M } from './constants.ts';
import { warrantyEndDate, warrantyStatus } from './period.ts';
import { ZUpdateWarrantyInput, ZWarrantyId, ZWarrantyInput, ZWarrantyListInput, serialKeyOf, type TWarranty, type TWarrantyPage, type TWarrantyValues } from './schema.ts';

type Reader = Pick<Ctx, 'db' | 'engine' | 'merchantId' | 'now' | 'timeZone'>;

const SELECT = {
  id: true,
  productId: true,
  optionId: true,
  productName: true,
  serialNo: true,
  buyerName: true,
  buyerPhone: true,
  buyerEmail: true,
  orderNo: true,
  startDate: true,
  months: true,
  endDate: true,
  createdAt: true,
  updatedAt: true,
} as const;

type Row = Omit<TWarranty, 'status' | 'optionId'> & { optionId: string };

const today = (ctx: Reader) => localDate(ctx.now(), ctx.timeZone);
const dto = (row: Row, day: string): TWarranty => ({ ...row, optionId: row.optionId || null, status: warrantyStatus(row.endDate, day) });

/** Warranties, newest first: searched by serial number or the buyer's name, phone or e-mail; filtered by status in the merchant's calendar today. */
export async function listWarranties(ctx: Reader, raw: unknown): Promise<TWarrantyPage> {
  const input = ZWarrantyListInput.parse(raw);
  const day = today(ctx);
  const words = input.search && containsText(ctx.engine, input.search);
  const where = {
    merchantId: ctx.merchantId,
    ...(words && { OR: [{ serialNo: words }, { buyerName: words }, { buyerPhone: words }, { buyerEmail: words }] }),
    ...(input.status === 'active' && { endDate: { gte: day } }),
    ...(input.status === 'expired' && { endDate: { lt: day } }),
  };
  const [total, rows] = await Promise.all([
    ctx.db.warranty.count({ where }),
    ctx.db.warranty.findMany({ where, select: SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...skipTake(input) }),
  ]);
  return { items: rows.map((r) => dto(r, day)), total, page: input.page, pageSize: input.pageSize };
}

export async function getWarranty(ctx: Reader, raw: unknown): Promise<TWarranty> {
  const { id } = ZWarrantyId.parse(raw);
  const row = await ctx.db.warranty.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: SELECT });
  if (!row) throw notFound('warranty');
  return dto(row, today(ctx));
}

/** The product (and option) must be this merchant's; its name is kept with the warranty. */
async function productName(tx: Ctx, w: TWarrantyValues): Promise<string> {
  const product = await tx.db.product.findUnique({
    where: { merchantId_id: { merchantId: tx.merchantId, id: w.productId } },
    select: { nameEn: true, options: { where: { id: w.optionId ?? '' }, select: { name: true } } },
  });
  if (!product) throw new AppError('PRODUCT.NOT_FOUND', notFoundMessage('product'), 'not_found', 'productId');
  if (w.optionId === null) return product.nameEn;
  const option = product.options[0];
  if (!option) throw new AppError('WARRANTY.OPTION_NOT_FOUND', M.optionNotFound, 'invalid', 'optionId');
  return `${product.nameEn} (${option.name})`;
}

const serialTaken = () => new AppError('WARRANTY.SERIAL_TAKEN', M.serialTaken, 'conflict', 'serialNo');

/** The stored columns of a form: the end date follows from the start and the period. */
async function columns(tx: Ctx, w: TWarrantyValues) {
  return {
    productId: w.productId,
    optionId: w.optionId ?? '',
    productName: await productName(tx, w),
    serialNo: w.serialNo,
    serialKey: serialKeyOf(w.serialNo),
    buyerName: w.buyerName,
    buyerPhone: w.buyerPhone,
    buyerEmail: w.buyerEmail,
    orderNo: w.orderNo,
    startDate: w.startDate,
    months: w.months,
    endDate: warrantyEndDate(w.startDate, w.months),
  };
}

/** Two saves racing for one serial number: the unique key refuses the second with the same message as the check. */
async function uniqueSerial<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isUniqueViolation(error) ? serialTaken() : error;
  }
}

async function assertSerialFree(tx: Ctx, serialNo: string, exceptId: string | null): Promise<void> {
  const other = await tx.db.warranty.findUnique({ where: { merchantId_serialKey: { merchantId: tx.merchantId, serialKey: serialKeyOf(serialNo) } }, select: { id: true } });
  if (other && other.id !== exceptId) throw serialTaken();
}

export function createWarranty(ctx: Ctx, raw: unknown): Promise<TWarranty> {
  const w = ZWarrantyInput.parse(raw);
  return uniqueSerial(() =>
    audited(ctx, { action: msg('log.warranty.created', { serialNo: w.serialNo }), category: WARRANTY_CATEGORY }, async (tx) => {
      await assertSerialFree(tx, w.serialNo, null);
      const row = await tx.db.warranty.create({ data: { merchantId: tx.merchantId, ...(await columns(tx, w)) }, select: SELECT });
      return dto(row, today(tx));
    }),
  );
}

export function updateWarranty(ctx: Ctx, raw: unknown): Promise<TWarranty> {
  const { id, warranty: w } = ZUpdateWarrantyInput.parse(raw);
  return uniqueSerial(() =>
    audited(ctx, { action: msg('log.warranty.updated', { serialNo: w.serialNo }), category: WARRANTY_CATEGORY }, async (tx) => {
      const key = { merchantId_id: { merchantId: tx.merchantId, id } };
      if (!(await tx.db.warranty.findUnique({ where: key, select: { id: true } }))) throw notFound('warranty');
      await assertSerialFree(tx, w.serialNo, id);
      const row = await tx.db.warranty.update({ where: key, data: await columns(tx, w), select: SELECT });
      return dto(row, today(tx));
    }),
  );
}

export function deleteWarranty(ctx: Ctx, raw: unknown): Promise<{ id: string }> {
  const { id } = ZWarrantyId.parse(raw);
  return audited(
    ctx,
    (r: { id: string; serialNo: string }) => ({ action: msg('log.warranty.deleted', { serialNo: r.serialNo }), category: WARRANTY_CATEGORY }),
    async (tx) => {
      const key = { merchantId_id: { merchantId: tx.merchantId, id } };
      const row = await tx.db.warranty.findUnique({ where: key, select: { serialNo: true } });
      if (!row) throw notFound('warranty');
      await tx.db.warranty.delete({ where: key });
      return { id, serialNo: row.serialNo };
    },
  ).then(() => ({ id }));
}
