import { z } from 'zod';
import { localizedOutput, localizedText } from '../content/localized.ts';
import { CONTENT_FIELDS, QUICK_EDIT_SORT, SORT_FIELD, zContentListInput, zContentQuickEdit, zContentRow, zNamedInput, zPublicCategorisedItem } from '../content/schema.ts';
import { MONEY_LIMITS } from '../shared/limits.ts';
import { zSen } from '../shared/money.ts';
import { zPage } from '../shared/pagination.ts';
import { MAX_SERVICE_TAGS, PRICE_TYPES, SERVICE_FIELDS as F, SERVICE_LIMITS, SERVICE_MESSAGES as M } from './constants.ts';

const name = localizedText('name', SERVICE_LIMITS.nameMaxChars, F.name, M.nameEmpty);
const amount = (field: (typeof F)[keyof typeof F]) => zSen(field, MONEY_LIMITS.priceSen).nullable().default(null);

/**
 * A service (spec section 3): name, description, picture, price type, the price or its range, show
 * price, tags, category, visibility, sort. A fixed price needs the price; a range needs both ends,
 * the minimum not above the maximum; the other type's amounts are not kept.
 */
export const ZServiceInput = z
  .object({
    ...name,
    ...localizedText('description', SERVICE_LIMITS.descriptionMaxChars, F.description),
    pictureId: z.string().min(1).nullable().default(null),
    priceType: z.enum(PRICE_TYPES).default('fixed'),
    priceSen: amount(F.price),
    minPriceSen: amount(F.minPrice),
    maxPriceSen: amount(F.maxPrice),
    showPrice: z.boolean().default(true),
    // Spec section 5: "maximum service selection applies".
    tagIds: z.array(z.string().min(1)).max(MAX_SERVICE_TAGS, M.maxSelection).default([]),
    ...CONTENT_FIELDS,
    ...SORT_FIELD,
  })
  .superRefine((s, ctx) => {
    const missing = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (s.priceType === 'fixed') {
      if (s.priceSen === null) missing('priceSen', M.priceEmpty);
      return;
    }
    if (s.minPriceSen === null) missing('minPriceSen', M.minPriceEmpty);
    if (s.maxPriceSen === null) missing('maxPriceSen', M.maxPriceEmpty);
    if (s.minPriceSen !== null && s.maxPriceSen !== null && s.minPriceSen > s.maxPriceSen) missing('minPriceSen', M.minAboveMax);
  });
export type TServiceInput = z.infer<typeof ZServiceInput>;
/** A service form's values as sent. */
export type TServiceFormValues = z.input<typeof ZServiceInput>;
export const ZServiceQuickEdit = zContentQuickEdit(name.nameEn).extend(QUICK_EDIT_SORT);

/** The service list: the content list's filters and a tag. */
export const ZServiceListInput = zContentListInput().extend({ tagId: z.string().min(1).optional() });
export type TServiceListInput = z.infer<typeof ZServiceListInput>;

const price = {
  priceType: z.enum(PRICE_TYPES),
  priceSen: z.number().int().nullable(),
  minPriceSen: z.number().int().nullable(),
  maxPriceSen: z.number().int().nullable(),
  showPrice: z.boolean(),
};
const zTag = z.object({ id: z.string(), nameEn: z.string() });

export const ZServiceRow = zContentRow({ nameEn: z.string(), picture: z.string().nullable(), sort: z.number().int(), ...price, tags: z.array(zTag) });
export type TServiceRow = z.infer<typeof ZServiceRow>;
export const ZServicePage = zPage(ZServiceRow);

export const ZServiceDetail = zContentRow({
  ...localizedOutput('name'),
  ...localizedOutput('description'),
  pictureId: z.string().nullable(),
  picture: z.string().nullable(),
  sort: z.number().int(),
  ...price,
  tags: z.array(zTag),
});
export type TServiceDetail = z.infer<typeof ZServiceDetail>;

/** A service as the website reads it, in one language; the price (or range) only when the merchant shows it. */
export const ZPublicService = zPublicCategorisedItem({
  name: z.string(),
  description: z.string(),
  picture: z.string().nullable(),
  priceType: z.enum(PRICE_TYPES),
  showPrice: z.boolean(),
  priceSen: z.number().int().nullable(),
  minPriceSen: z.number().int().nullable(),
  maxPriceSen: z.number().int().nullable(),
  tags: z.array(z.string()),
});

/** A service tag: its name in three languages ('Tag name cannot be empty'), unique ('Tag name cannot be same'). */
export const ZServiceTagInput = zNamedInput(M.tagEmpty);
