import type { StorefrontCtx } from '../checkout/context.ts';
import type { DbClient } from '../db/database.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { WEBSITE_MESSAGES as M, websiteLog } from './messages.ts';
import { ZSpecFilters, type TSpecFilterList } from './setting-schema.ts';

async function storedIds(db: DbClient, merchantId: string): Promise<string[]> {
  const row = await db.websiteSetting.findUnique({ where: { merchantId }, select: { specFilters: true } });
  try {
    const ids: unknown = JSON.parse(row?.specFilters ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The chosen filters in order (a specification name deleted since drops out), then the names not chosen. */
async function filtersOf(db: DbClient, merchantId: string): Promise<TSpecFilterList> {
  const [ids, names] = await Promise.all([storedIds(db, merchantId), db.specificationName.findMany({ where: { merchantId }, orderBy: [{ nameEn: 'asc' }, { id: 'asc' }], select: { id: true, nameEn: true } })]);
  const byId = new Map(names.map((n) => [n.id, n]));
  const chosen = ids.flatMap((id) => byId.get(id) ?? []);
  const taken = new Set(chosen.map((n) => n.id));
  return { chosen, available: names.filter((n) => !taken.has(n.id)) };
}

export const getSpecFilters = (ctx: Ctx) => filtersOf(ctx.db, ctx.merchantId);

/** Saves which specification names the website filters by, in order: each one of this merchant's, once. */
export async function saveSpecFilters(ctx: Ctx, raw: { ids: string[] }): Promise<TSpecFilterList> {
  const ids = [...new Set(ZSpecFilters.parse(raw).ids)];
  const found = await ctx.db.specificationName.count({ where: { merchantId: ctx.merchantId, id: { in: ids } } });
  if (found !== ids.length) throw new AppError('WEBSITE.SPEC_FILTER', M.specFilterUnknown, 'not_found', 'ids');
  await audited(ctx, { action: websiteLog('specFiltersSaved'), category: 'website_setting' }, async (tx) => {
    const text = JSON.stringify(ids);
    await tx.db.websiteSetting.upsert({ where: { merchantId: ctx.merchantId }, create: { merchantId: ctx.merchantId, specFilters: text }, update: { specFilters: text } });
  });
  return filtersOf(ctx.db, ctx.merchantId);
}

/** The website's filters: the chosen specification names in order, in three languages. */
export async function publicSpecFilters(store: StorefrontCtx) {
  const ids = await storedIds(store.db, store.merchantId);
  const names = await store.db.specificationName.findMany({ where: { merchantId: store.merchantId, id: { in: ids } }, select: { id: true, nameEn: true, nameCn: true, nameBm: true } });
  const byId = new Map(names.map((n) => [n.id, n]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
