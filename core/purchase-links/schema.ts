import { z } from 'zod';
import { zPage } from '../shared/pagination.ts';
import { LINK_LIMITS as L } from '../shop-links/constants.ts';
import { ZLinkCounts } from '../shop-links/list.ts';
import { ZLinkProductInfo, ZLinkProductRef, zCount, zLinkProducts } from '../shop-links/products.ts';
import { ZSlugInput } from '../shop-links/slug.ts';
import { DISCOUNT_TYPE_IDS } from '../vouchers/constants.ts';
import { PURCHASE_LINK_MESSAGES as M } from './constants.ts';

const ZDiscountType = z.union(DISCOUNT_TYPE_IDS.map((t) => z.literal(t)), { error: M.voucherDiscountTypeRequired });

/**
 * A purchase link as the form sends it (spec: name, status, custom URL, max 1 voucher, products
 * with stock and purchase quantity). One voucher field holds the "at most 1".
 */
export const ZPurchaseLinkInput = z
  .object({
    name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.nameMaxChars, M.nameTooLong),
    /** Left blank, it is made from the name. */
    slug: ZSlugInput,
    active: z.boolean().default(true),
    voucherId: z.string().trim().min(1).max(64).nullable().default(null),
    /** The discount type (1 fixed, 2 percentage, 3 capped, 4 free shipping) the link offers: required with a voucher, which must have it. */
    voucherDiscountType: ZDiscountType.nullable().default(null),
    products: zLinkProducts(ZLinkProductRef.extend({ stock: zCount(0, L.maxStock), purchaseQty: zCount(1, L.maxQty).default(1) })),
  })
  .superRefine((link, ctx) => {
    if (link.voucherId && link.voucherDiscountType === null) ctx.addIssue({ code: 'custom', path: ['voucherDiscountType'], message: M.voucherDiscountTypeRequired });
  })
  // Without a voucher the link offers no discount type.
  .transform((link) => (link.voucherId ? link : { ...link, voucherDiscountType: null }));
export type TPurchaseLinkInput = z.input<typeof ZPurchaseLinkInput>;
export type TPurchaseLinkValues = z.output<typeof ZPurchaseLinkInput>;

export const ZUpdatePurchaseLinkInput = z.object({ id: z.string().min(1).max(64), link: ZPurchaseLinkInput });
export type TUpdatePurchaseLinkInput = z.input<typeof ZUpdatePurchaseLinkInput>;

/** A voucher a purchase link can take (an active one), with the discount type it must match. */
export const ZVoucherOption = z.object({ id: z.string(), name: z.string(), code: z.string(), discountType: z.number().int(), active: z.boolean() });
export const ZVoucherOptions = z.array(ZVoucherOption);

export const ZPurchaseLink = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** The whole link to share (see core/shop-links/link-url.ts). */
  url: z.string(),
  active: z.boolean(),
  voucher: ZVoucherOption.nullable(),
  voucherDiscountType: z.number().int().nullable(),
  products: z.array(
    ZLinkProductInfo.extend({
      stock: z.number().int(),
      purchaseQty: z.number().int(),
      soldCount: z.number().int(),
      /** stock - soldCount, never below 0. */
      remaining: z.number().int(),
    }),
  ),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TPurchaseLink = z.infer<typeof ZPurchaseLink>;

export const ZPurchaseLinkRow = ZPurchaseLink.omit({ products: true, voucher: true, voucherDiscountType: true }).extend({
  productCount: z.number().int(),
  voucherName: z.string().nullable(),
});
export type TPurchaseLinkRow = z.infer<typeof ZPurchaseLinkRow>;
export const ZPurchaseLinkPage = zPage(ZPurchaseLinkRow).extend({ counts: ZLinkCounts });
export type TPurchaseLinkPage = z.infer<typeof ZPurchaseLinkPage>;

/** What the website shows of an active purchase link. */
export const ZPublicPurchaseLink = z.object({
  name: z.string(),
  slug: z.string(),
  products: z.array(
    z.object({
      productId: z.string(),
      optionId: z.string().nullable(),
      name: z.string(),
      optionLabel: z.string().nullable(),
      priceSen: z.number().int(),
      purchaseQty: z.number().int(),
      remaining: z.number().int(),
    }),
  ),
  /** The link's voucher while it is active; null without one. */
  voucher: z.object({ name: z.string(), code: z.string(), description: z.string() }).nullable(),
});
export type TPublicPurchaseLink = z.infer<typeof ZPublicPurchaseLink>;
