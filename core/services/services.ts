import { contentCategories } from '../content/categories.ts';
import { contentColumns, contentItems } from '../content/items.ts';
import { asTable, type CategorisedKind, type ContentRow } from '../content/kind.ts';
import { inLanguage, localizedValues } from '../content/localized.ts';
import { contentPicture as picture } from '../content/pictures.ts';
import { publicColumns, storefrontCategories, storefrontContent } from '../content/storefront.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFoundMessage } from '../shared/errors.ts';
import type { TServiceDetail, TServiceInput, TServiceRow } from './schema.ts';

type TagLink = { tag: { id: string; nameEn: string; nameCn: string; nameBm: string } };

/** A service's tags replace the ones it had, in the service's transaction; each must be the merchant's. */
async function saveTags(ctx: Ctx, serviceId: string, input: TServiceInput) {
  const tagIds = [...new Set(input.tagIds)];
  const known = await ctx.db.serviceTag.count({ where: { merchantId: ctx.merchantId, id: { in: tagIds } } });
  if (known !== tagIds.length) throw new AppError('CONTENT.TAG', notFoundMessage('serviceTag'), 'not_found', 'tagIds');
  await ctx.db.serviceTagLink.deleteMany({ where: { merchantId: ctx.merchantId, serviceId } });
  if (tagIds.length > 0) await ctx.db.serviceTagLink.createMany({ data: tagIds.map((tagId) => ({ merchantId: ctx.merchantId, serviceId, tagId })) });
}

/** Only the amounts of the price type are kept: a range has no price, a fixed price no range. */
const prices = (input: TServiceInput) =>
  input.priceType === 'fixed'
    ? { priceSen: input.priceSen, minPriceSen: null, maxPriceSen: null }
    : { priceSen: null, minPriceSen: input.minPriceSen, maxPriceSen: input.maxPriceSen };

/** Services on the content kit (docs/content.md): categories, a manual sort, a price, tags. */
export const serviceKind: CategorisedKind<TServiceInput> = {
  record: 'service',
  categoryRecord: 'serviceCategory',
  items: (db) => asTable(db.service),
  categories: (db) => asTable(db.serviceCategory),
  manualSort: true,
  titleField: 'nameEn',
  searchFields: ['name', 'description'],
  data: (input) => ({
    nameEn: input.nameEn,
    nameCn: input.nameCn,
    nameBm: input.nameBm,
    descriptionEn: input.descriptionEn,
    descriptionCn: input.descriptionCn,
    descriptionBm: input.descriptionBm,
    pictureId: input.pictureId,
    priceType: input.priceType,
    ...prices(input),
    showPrice: input.showPrice,
  }),
  pictures: (input) => [input.pictureId],
  include: { tags: { select: { tag: { select: { id: true, nameEn: true, nameCn: true, nameBm: true } } }, orderBy: { tag: { nameKey: 'asc' } } } },
  listWhere: (input) => (input.tagId ? { tags: { some: { tagId: input.tagId } } } : {}),
  saveRelated: saveTags,
};

const links = (row: ContentRow) => (row.tags as TagLink[] | undefined) ?? [];
const tagsOf = (row: ContentRow) => links(row).map(({ tag }) => ({ id: tag.id, nameEn: tag.nameEn }));
const priceColumns = (row: ContentRow) => ({
  priceType: row.priceType as 'fixed' | 'range',
  priceSen: row.priceSen as number | null,
  minPriceSen: row.minPriceSen as number | null,
  maxPriceSen: row.maxPriceSen as number | null,
  showPrice: Boolean(row.showPrice),
});

export const services = contentItems(serviceKind, {
  row: (row, merchantId): TServiceRow => ({
    ...contentColumns(row),
    nameEn: String(row.nameEn),
    picture: picture(row, merchantId, 'thumb'),
    sort: Number(row.sort),
    ...priceColumns(row),
    tags: tagsOf(row),
  }),
  detail: (row, merchantId): TServiceDetail => ({
    ...contentColumns(row),
    ...localizedValues(row, 'name'),
    ...localizedValues(row, 'description'),
    pictureId: (row.pictureId as string | null) ?? null,
    picture: picture(row, merchantId, 'thumb'),
    sort: Number(row.sort),
    ...priceColumns(row),
    tags: tagsOf(row),
  }),
});

export const serviceCategories = contentCategories(serviceKind);

export const publicServices = {
  ...storefrontContent(serviceKind, (row, lang, merchantId) => {
    const shown = priceColumns(row);
    // A price the merchant does not show never leaves the server.
    const amounts = shown.showPrice ? shown : { ...shown, priceSen: null, minPriceSen: null, maxPriceSen: null };
    return {
      ...publicColumns(row, lang),
      name: inLanguage(row, 'name', lang),
      description: inLanguage(row, 'description', lang),
      picture: picture(row, merchantId, 'full'),
      ...amounts,
      tags: links(row).map(({ tag }) => inLanguage(tag, 'name', lang)),
    };
  }),
  ...storefrontCategories(serviceKind),
};
