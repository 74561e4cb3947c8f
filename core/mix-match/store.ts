import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { mediaUrl } from '../catalogue/media.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { LINE_PRODUCT_NAMES, productLineNamer } from '../shared/promotion-products.ts';
import { pictureOfKey } from '../uploads/promotion-pictures.ts';
import { uploadIdOfKey } from '../uploads/service.ts';
import type { TMixMatch, TMixMatchRow } from './schema.ts';

export const SET_NOT_FOUND = 'mixMatch';

// Typed (not 'as const'): Prisma takes mutable orderBy arrays.
const CATEGORY_ORDER: Prisma.MixMatchCategoryLinkOrderByWithRelationInput[] = [{ category: { sort: 'asc' } }, { category: { nameEn: 'asc' } }];
const SELECTION_ORDER: Prisma.MixMatchSelectionOrderByWithRelationInput[] = [{ sort: 'asc' }, { id: 'asc' }];
const PRODUCT_ORDER: Prisma.MixMatchProductOrderByWithRelationInput[] = [{ sort: 'asc' }, { id: 'asc' }];
const CATEGORY_LINKS = { select: { category: { select: { id: true, nameEn: true } } }, orderBy: CATEGORY_ORDER } as const;
const NAMES = { nameEn: true, nameCn: true, nameBm: true } as const;
/** A set's and a selection's names and descriptions. */
const TEXTS = { ...NAMES, descriptionEn: true, descriptionCn: true, descriptionBm: true } as const;

export const ROW_SELECT = {
  id: true,
  ...NAMES,
  imageKey: true,
  priceSen: true,
  stock: true,
  active: true,
  sort: true,
  createdAt: true,
  categories: CATEGORY_LINKS,
  _count: { select: { selections: true } },
} as const;
type Row = Prisma.MixMatchGetPayload<{ select: typeof ROW_SELECT }>;

const SET_SELECT = {
  id: true,
  ...TEXTS,
  imageKey: true,
  priceSen: true,
  stock: true,
  active: true,
  sort: true,
  createdAt: true,
  updatedAt: true,
  categories: CATEGORY_LINKS,
  selections: {
    orderBy: SELECTION_ORDER,
    select: {
      id: true,
      ...TEXTS,
      requiredQty: true,
      sort: true,
      products: {
        orderBy: PRODUCT_ORDER,
        select: {
          id: true,
          productId: true,
          optionId: true,
          variantName: true,
          additionalPriceSen: true,
          stock: true,
          sort: true,
          product: LINE_PRODUCT_NAMES,
        },
      },
    },
  },
} as const;

export function toRow(merchantId: string, { imageKey, categories, _count, ...row }: Row): TMixMatchRow {
  return { ...row, thumbUrl: mediaUrl(merchantId, uploadIdOfKey(imageKey), 'thumb'), categories: categories.map((l) => l.category), selectionCount: _count.selections };
}

/** A set of this merchant with its selections and products; not found for another merchant's id. */
export async function loadSet(ctx: Ctx, id: string): Promise<TMixMatch> {
  const row = await ctx.db.mixMatch.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: SET_SELECT });
  if (!row) throw notFound(SET_NOT_FOUND);
  const named = await productLineNamer(ctx, row.selections.flatMap((s) => s.products.map((p) => p.optionId)));
  const { imageKey, categories, selections, ...set } = row;
  const picture = pictureOfKey(ctx.merchantId, imageKey);
  return {
    ...set,
    imageId: picture.id,
    imageUrl: picture.url,
    categories: categories.map((l) => l.category),
    selections: selections.map((s) => ({
      ...s,
      products: s.products.map(named),
    })),
  };
}
