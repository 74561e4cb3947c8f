import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { CONTENT_GENERATOR_LIMITS as L, CONTENT_GENERATOR_MESSAGES as M, CONTENT_GENERATOR_MODULE } from './constants.ts';
import { ZId, ZSaveWhyChooseUs, type TWhyChooseUs } from './schema.ts';
import { generatorSettings } from './settings.ts';

type Reader = Pick<Ctx, 'db' | 'merchantId'>;
const log = (key: string, name: string) => ({ action: msg(`log.contentGenerator.${key}`, { name }), category: CONTENT_GENERATOR_MODULE });
const SELECT = { id: true, titleEn: true, titleCn: true, titleBm: true, descriptionEn: true, descriptionCn: true, descriptionBm: true, imageUrl: true, iconClass: true, sort: true } as const;

/** The why-choose-us items in the merchant's order, and whether the website shows them. */
export async function getWhyChooseUs(ctx: Reader): Promise<TWhyChooseUs> {
  const [settings, items] = await Promise.all([
    generatorSettings(ctx),
    ctx.db.whyChooseUsItem.findMany({ where: { merchantId: ctx.merchantId }, orderBy: [{ sort: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }], select: SELECT }),
  ]);
  return { published: settings.whyChooseUsPublished, items };
}

export function saveWhyChooseUs(ctx: Ctx, raw: unknown): Promise<{ id: string }> {
  const { id, item } = ZSaveWhyChooseUs.parse(raw);
  return audited(ctx, log(id ? 'whyUpdated' : 'whyCreated', item.titleEn), async (tx) => {
    const where = { merchantId: tx.merchantId };
    if (id) {
      const { count } = await tx.db.whyChooseUsItem.updateMany({ where: { ...where, id }, data: item });
      if (count === 0) throw notFound('whyChooseUsItem');
      return { id };
    }
    if ((await tx.db.whyChooseUsItem.count({ where })) >= L.whyChooseUsItems) throw new AppError('CONTENT_GENERATOR.TOO_MANY_WHY_ITEMS', M.tooManyWhyItems);
    return tx.db.whyChooseUsItem.create({ data: { ...where, ...item }, select: { id: true } });
  });
}

export async function deleteWhyChooseUs(ctx: Ctx, raw: unknown): Promise<{ id: string }> {
  const { id } = ZId.parse(raw);
  const row = await ctx.db.whyChooseUsItem.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: { titleEn: true } });
  if (!row) throw notFound('whyChooseUsItem');
  return audited(ctx, log('whyDeleted', row.titleEn), async (tx) => {
    await tx.db.whyChooseUsItem.deleteMany({ where: { merchantId: tx.merchantId, id } });
    return { id };
  });
}
