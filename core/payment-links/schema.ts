import { z } from 'zod';
import { zPage } from '../shared/pagination.ts';
import { LINK_LIMITS as L } from '../shop-links/constants.ts';
import { ZLinkCounts } from '../shop-links/list.ts';
import { ZLinkProductInfo, ZLinkProductRef, zCount, zLinkProducts } from '../shop-links/products.ts';
import { ZSlugInput } from '../shop-links/slug.ts';
import { PAYMENT_LINK_MESSAGES as M } from './constants.ts';

/** A payment link as the form sends it (spec: name, products, active flag, custom link). */
export const ZPaymentLinkInput = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.nameMaxChars, M.nameTooLong),
  /** Left blank, it is made from the name. */
  slug: ZSlugInput,
  active: z.boolean().default(true),
  products: zLinkProducts(ZLinkProductRef.extend({ qty: zCount(1, L.maxQty).default(1) })),
});
export type TPaymentLinkInput = z.input<typeof ZPaymentLinkInput>;
export type TPaymentLinkValues = z.output<typeof ZPaymentLinkInput>;

export const ZUpdatePaymentLinkInput = z.object({ id: z.string().min(1).max(64), link: ZPaymentLinkInput });
export type TUpdatePaymentLinkInput = z.input<typeof ZUpdatePaymentLinkInput>;

export const ZPaymentLink = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** The whole link to share (see core/shop-links/link-url.ts). */
  url: z.string(),
  active: z.boolean(),
  products: z.array(ZLinkProductInfo.extend({ qty: z.number().int() })),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TPaymentLink = z.infer<typeof ZPaymentLink>;

export const ZPaymentLinkRow = ZPaymentLink.omit({ products: true }).extend({ productCount: z.number().int() });
export type TPaymentLinkRow = z.infer<typeof ZPaymentLinkRow>;
export const ZPaymentLinkPage = zPage(ZPaymentLinkRow).extend({ counts: ZLinkCounts });
export type TPaymentLinkPage = z.infer<typeof ZPaymentLinkPage>;

/** What the website shows of an active payment link. */
export const ZPublicPaymentLink = z.object({
  name: z.string(),
  slug: z.string(),
  products: z.array(
    z.object({ productId: z.string(), optionId: z.string().nullable(), name: z.string(), optionLabel: z.string().nullable(), priceSen: z.number().int(), qty: z.number().int() }),
  ),
});
export type TPublicPaymentLink = z.infer<typeof ZPublicPaymentLink>;
