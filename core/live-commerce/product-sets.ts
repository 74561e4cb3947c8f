import { containsText } from '../db/search.ts';
import type { BaseCtx, Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { assertLinkProducts, linkProductInfo } from '../shop-links/products.ts';
import { audited } from '../user-logs/audited.ts';
import { LIVE_COMMERCE_MESSAGES as M, LIVE_COMMERCE_MODULE } from './constants.ts';
import { releaseExpiredLines } from './hold.ts';
import { ZLiveId, ZLiveListInput, ZProductSetInput, ZUpdateProductSetInput, type TProductSet, type TProductSetPage, type TProductSetValues } from './schema.ts';

type Reader = BaseCtx & Pick<Ctx, 'merchantId'>;

const SET_SELECT = { id: true, name: true, status: true, createdAt: true, updatedAt: true } as const;

/** Product sets, newest first, searched by name. */
export async function listProductSets(ctx: Reader, raw: unknown): Promise<TProductSetPage> {
  const input = ZLiveListInput.parse(raw);
  const where = { merchantId: ctx.merchantId, ...(input.search && { name: containsText(ctx.engine, input.search) }) };
  const [total, rows] = await Promise.all([
    ctx.db.liveProductSet.count({ where }),
    ctx.db.liveProductSet.findMany({ where, select: { ...SET_SELECT, _count: { select: { items: true } } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...skipTake(input) }),
  ]);
  return { items: rows.map(({ _count, ...row }) => ({ ...row, status: row.status as TProductSet['status'], itemCount: _count.items })), total, page: input.page, pageSize: input.pageSize };
}

export async function getProductSet(ctx: Reader, raw: unknown): Promise<TProductSet> {
  const { id } = ZLiveId.parse(raw);
  await releaseExpiredLines(ctx);
  const row = await ctx.db.liveProductSet.findUnique({
    where: { merchantId_id: { merchantId: ctx.merchantId, id } },
    select: { ...SET_SELECT, items: { orderBy: [{ sort: 'asc' }, { id: 'asc' }] } },
  });
  if (!row) throw notFound('liveProductSet');
  const items = await linkProductInfo(ctx.db, ctx.merchantId, row.items.map((item) => ({ ...item, optionId: item.optionId ?? '' })));
  return {
    ...row,
    status: row.status as TProductSet['status'],
    items: items.map(({ info, ...item }) => ({
      id: item.id,
      productId: item.productId,
      optionId: item.optionId || null,
      productName: info.productName,
      sku: info.sku,
      options: info.options.map((o) => ({ id: o.id, name: o.name })),
      code: item.code,
      priceSen: item.priceSen,
      qty: item.qty,
      sold: item.sold,
      status: item.status as TProductSet['status'],
    })),
  };
}

/** The set's items as rows, in the form's order. */
const itemRows = (merchantId: string, setId: string, set: TProductSetValues) => set.items.map((item, sort) => ({ merchantId, setId, ...item, sort }));

export function createProductSet(ctx: Ctx, raw: unknown): Promise<TProductSet> {
  const set = ZProductSetInput.parse(raw);
  return audited(ctx, { action: msg('log.liveCommerce.setCreated', { name: set.name }), category: LIVE_COMMERCE_MODULE }, async (tx) => {
    await assertLinkProducts(tx, set.items, 'items');
    const { id } = await tx.db.liveProductSet.create({ data: { merchantId: tx.merchantId, name: set.name, status: set.status }, select: { id: true } });
    await tx.db.liveProductSetItem.createMany({ data: itemRows(tx.merchantId, id, set) });
    return getProductSet(tx, { id });
  });
}

/**
 * The items become the form's. An item whose code stays is updated in place, so it keeps its id
 * (open cart lines point at it, and give their units back to it) and the units sold under it.
 */
export function updateProductSet(ctx: Ctx, raw: unknown): Promise<TProductSet> {
  const { id, set } = ZUpdateProductSetInput.parse(raw);
  return audited(ctx, { action: msg('log.liveCommerce.setUpdated', { name: set.name }), category: LIVE_COMMERCE_MODULE }, async (tx) => {
    const key = { merchantId_id: { merchantId: tx.merchantId, id } };
    if (!(await tx.db.liveProductSet.findUnique({ where: key, select: { id: true } }))) throw notFound('liveProductSet');
    await assertLinkProducts(tx, set.items, 'items');
    const rows = itemRows(tx.merchantId, id, set);
    await tx.db.liveProductSetItem.deleteMany({ where: { merchantId: tx.merchantId, setId: id, code: { notIn: rows.map((r) => r.code) } } });
    for (const row of rows) {
      await tx.db.liveProductSetItem.upsert({ where: { merchantId_setId_code: { merchantId: tx.merchantId, setId: id, code: row.code } }, create: row, update: row });
    }
    await tx.db.liveProductSet.update({ where: key, data: { name: set.name, status: set.status } });
    return getProductSet(tx, { id });
  });
}

/** A set a scheduled or live session sells from cannot go. */
export function deleteProductSet(ctx: Ctx, raw: unknown): Promise<{ id: string }> {
  const { id } = ZLiveId.parse(raw);
  return audited(
    ctx,
    (r: { id: string; name: string }) => ({ action: msg('log.liveCommerce.setDeleted', { name: r.name }), category: LIVE_COMMERCE_MODULE }),
    async (tx) => {
      const key = { merchantId_id: { merchantId: tx.merchantId, id } };
      const set = await tx.db.liveProductSet.findUnique({ where: key, select: { name: true } });
      if (!set) throw notFound('liveProductSet');
      const inUse = await tx.db.liveSession.count({ where: { merchantId: tx.merchantId, productSetId: id, status: { not: 'ended' } } });
      if (inUse > 0) throw new AppError('LIVE.SET_IN_USE', M.setInUse, 'conflict');
      await tx.db.liveProductSet.delete({ where: key });
      return { id, name: set.name };
    },
  ).then(({ id: deleted }) => ({ id: deleted }));
}
