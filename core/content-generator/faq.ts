import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { CONTENT_GENERATOR_LIMITS as L, CONTENT_GENERATOR_MESSAGES as M, CONTENT_GENERATOR_MODULE } from './constants.ts';
import { ZId, ZSaveFaqCategory, ZSaveFaqItem, type TFaq } from './schema.ts';
import { generatorSettings } from './settings.ts';

type Reader = Pick<Ctx, 'db' | 'merchantId'>;
const log = (key: string, name: string) => ({ action: msg(`log.contentGenerator.${key}`, { name }), category: CONTENT_GENERATOR_MODULE });
const ORDER = [{ sort: 'asc' as const }, { createdAt: 'asc' as const }, { id: 'asc' as const }];

/** The FAQ as the screen edits it: categories in the merchant's order, each with its items. */
export async function getFaq(ctx: Reader): Promise<TFaq> {
  const [settings, categories] = await Promise.all([
    generatorSettings(ctx),
    ctx.db.faqCategory.findMany({ where: { merchantId: ctx.merchantId }, orderBy: ORDER, include: { items: { orderBy: ORDER, select: { id: true, question: true, answer: true, sort: true } } } }),
  ]);
  return { published: settings.faqPublished, categories: categories.map(({ id, titleEn, titleCn, titleBm, sort, items }) => ({ id, titleEn, titleCn, titleBm, sort, items })) };
}

export function saveFaqCategory(ctx: Ctx, raw: unknown): Promise<{ id: string }> {
  const { id, category } = ZSaveFaqCategory.parse(raw);
  return audited(ctx, log(id ? 'categoryUpdated' : 'categoryCreated', category.titleEn), async (tx) => {
    const where = { merchantId: tx.merchantId };
    if (id) {
      const { count } = await tx.db.faqCategory.updateMany({ where: { ...where, id }, data: category });
      if (count === 0) throw notFound('faqCategory');
      return { id };
    }
    if ((await tx.db.faqCategory.count({ where })) >= L.categories) throw new AppError('CONTENT_GENERATOR.TOO_MANY_CATEGORIES', M.tooManyCategories);
    return tx.db.faqCategory.create({ data: { ...where, ...category }, select: { id: true } });
  });
}

/** Deletes a category and its items (the screen asks first). */
export async function deleteFaqCategory(ctx: Ctx, raw: unknown): Promise<{ id: string }> {
  const { id } = ZId.parse(raw);
  const row = await ctx.db.faqCategory.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: { titleEn: true } });
  if (!row) throw notFound('faqCategory');
  return audited(ctx, log('categoryDeleted', row.titleEn), async (tx) => {
    await tx.db.faqCategory.deleteMany({ where: { merchantId: tx.merchantId, id } });
    return { id };
  });
}

export function saveFaqItem(ctx: Ctx, raw: unknown): Promise<{ id: string }> {
  const { id, categoryId, item } = ZSaveFaqItem.parse(raw);
  return audited(ctx, log(id ? 'itemUpdated' : 'itemCreated', item.question), async (tx) => {
    const where = { merchantId: tx.merchantId };
    const category = await tx.db.faqCategory.findUnique({ where: { merchantId_id: { ...where, id: categoryId } }, select: { _count: { select: { items: true } } } });
    if (!category) throw notFound('faqCategory');
    if (id) {
      const { count } = await tx.db.faqItem.updateMany({ where: { ...where, id }, data: { ...item, categoryId } });
      if (count === 0) throw notFound('faqItem');
      return { id };
    }
    if (category._count.items >= L.itemsPerCategory) throw new AppError('CONTENT_GENERATOR.TOO_MANY_ITEMS', M.tooManyItems);
    return tx.db.faqItem.create({ data: { ...where, categoryId, ...item }, select: { id: true } });
  });
}

export async function deleteFaqItem(ctx: Ctx, raw: unknown): Promise<{ id: string }> {
  const { id } = ZId.parse(raw);
  const row = await ctx.db.faqItem.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: { question: true } });
  if (!row) throw notFound('faqItem');
  return audited(ctx, log('itemDeleted', row.question), async (tx) => {
    await tx.db.faqItem.deleteMany({ where: { merchantId: tx.merchantId, id } });
    return { id };
  });
}
