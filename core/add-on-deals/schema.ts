import { z } from 'zod';
import { MONEY_LIMITS } from '../shared/limits.ts';
import { zSen } from '../shared/money.ts';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { PERIOD_STATUSES } from '../shared/promotion-period.ts';
import { ADD_ON_DEAL_LIMITS as L, ADD_ON_DEAL_MESSAGES as M, ADD_ON_DEAL_TYPES, ADD_ON_DEAL_TYPE_IDS } from './constants.ts';
import { dealPeriodRefusal } from './period.ts';
import { term } from '../shared/messages.ts';

const id = z.string().min(1).max(64);
const productId = z.string({ error: M.productUnknown }).min(1, M.productUnknown).max(64);
const when = z.date({ error: M.fillRequired });
const wholeNumber = (min: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(L.maxQty, message);
const ZType = z.union(ADD_ON_DEAL_TYPE_IDS.map((t) => z.literal(t)), { error: M.typeRequired });

/** An add-on product of a deal: its deal price, the deal's own stock of it, a per-order limit, and whether it is offered. */
export const ZAddOnItemInput = z.object({
  productId,
  priceSen: zSen(term('fields.addOnDeals.price'), MONEY_LIMITS.priceSen, M.priceInvalid),
  stock: wholeNumber(0, M.stockInvalid),
  purchaseLimit: wholeNumber(1, M.purchaseLimitInvalid),
  active: z.boolean().default(true),
  sort: z.number({ error: M.invalidValue }).int(M.invalidValue).min(0, M.invalidValue).max(L.maxSort, M.invalidValue).default(0),
});
export type TAddOnItemInput = z.input<typeof ZAddOnItemInput>;

/** The index of each entry after the first of the same product (spec: a product is not in the same deal twice, as main product, add-on or both). */
const repeats = (productIds: readonly string[]) => productIds.flatMap((p, i) => (productIds.indexOf(p) < i ? [i] : []));

/** An add-on deal as the form sends it. The start's distance from now is the use-case's to check. */
export const ZAddOnDealInput = z
  .object({
    name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.nameMaxChars, M.nameTooLong),
    type: ZType.default(ADD_ON_DEAL_TYPES.addOnDiscount),
    purchaseLimit: wholeNumber(1, M.purchaseLimitInvalid),
    startAt: when,
    endAt: when,
    mainProductIds: z.array(productId, { error: M.mainProductRequired }).min(1, M.mainProductRequired).max(L.maxProducts, M.tooManyProducts),
    items: z.array(ZAddOnItemInput, { error: M.itemRequired }).min(1, M.itemRequired).max(L.maxProducts, M.tooManyProducts),
  })
  .superRefine((deal, ctx) => {
    const period = dealPeriodRefusal(deal.startAt, deal.endAt);
    if (period) ctx.addIssue({ code: 'custom', path: ['endAt'], message: M[period] });
    for (const i of repeats(deal.mainProductIds)) ctx.addIssue({ code: 'custom', path: ['mainProductIds', i], message: M.productRepeated });
    for (const i of repeats(deal.items.map((item) => item.productId))) ctx.addIssue({ code: 'custom', path: ['items', i, 'productId'], message: M.productRepeated });
    // A main product cannot also be an add-on of the deal: the add-on row is the repeat.
    deal.items.forEach((item, i) => {
      if (deal.mainProductIds.includes(item.productId)) ctx.addIssue({ code: 'custom', path: ['items', i, 'productId'], message: M.productRepeated });
    });
    if (deal.type === ADD_ON_DEAL_TYPES.giftWithPurchase) {
      deal.items.forEach((item, i) => {
        if (item.priceSen !== 0) ctx.addIssue({ code: 'custom', path: ['items', i, 'priceSen'], message: M.giftNotFree });
      });
    }
  });
export type TAddOnDealInput = z.input<typeof ZAddOnDealInput>;
export type TAddOnDealValues = z.output<typeof ZAddOnDealInput>;

export const ZAddOnDealIdInput = z.object({ id });
export const ZUpdateAddOnDealInput = z.object({ id, deal: ZAddOnDealInput });
export type TUpdateAddOnDealInput = z.input<typeof ZUpdateAddOnDealInput>;

const ZProductRef = { productId: z.string(), productName: z.string(), sku: z.string(), productPriceSen: z.number().int() };

export const ZAddOnItem = z.object({
  id: z.string(),
  ...ZProductRef,
  priceSen: z.number().int(),
  /** The product's price less the add-on price. */
  discountSen: z.number().int(),
  stock: z.number().int(),
  soldCount: z.number().int(),
  purchaseLimit: z.number().int(),
  active: z.boolean(),
  sort: z.number().int(),
});
export type TAddOnItem = z.infer<typeof ZAddOnItem>;

export const ZAddOnDeal = z.object({
  id: z.string(),
  name: z.string(),
  type: ZType,
  purchaseLimit: z.number().int(),
  startAt: z.date(),
  endAt: z.date(),
  status: z.enum(PERIOD_STATUSES),
  mainProducts: z.array(z.object(ZProductRef)),
  items: z.array(ZAddOnItem),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TAddOnDeal = z.infer<typeof ZAddOnDeal>;

export const ADD_ON_DEAL_TABS = ['ongoing', 'upcoming', 'ended'] as const;
export type AddOnDealTab = (typeof ADD_ON_DEAL_TABS)[number];

export const ZAddOnDealRow = ZAddOnDeal.pick({ id: true, name: true, type: true, purchaseLimit: true, startAt: true, endAt: true, status: true, createdAt: true }).extend({
  mainProductCount: z.number().int(),
  itemCount: z.number().int(),
});
export type TAddOnDealRow = z.infer<typeof ZAddOnDealRow>;

export const ZAddOnDealListInput = ZPageInput.extend({
  tab: z.enum(ADD_ON_DEAL_TABS).default('ongoing'),
  search: z.string().trim().max(100).optional(),
});
export type TAddOnDealListInput = z.input<typeof ZAddOnDealListInput>;

export const ZAddOnDealPage = zPage(ZAddOnDealRow).extend({
  counts: z.object({ ongoing: z.number().int(), upcoming: z.number().int(), ended: z.number().int() }),
});
export type TAddOnDealPage = z.infer<typeof ZAddOnDealPage>;

const ZStorefrontProduct = { productId: z.string(), name: z.string(), /** What the product costs without the deal. */ priceSen: z.number().int() };

/** An ongoing deal as the merchant's website shows it: the products that open it and the add-ons at their deal price. */
export const ZStorefrontAddOnDeal = ZAddOnDeal.pick({ id: true, name: true, type: true, purchaseLimit: true, startAt: true, endAt: true }).extend({
  mainProducts: z.array(z.object(ZStorefrontProduct)),
  items: z.array(
    z.object({
      ...ZStorefrontProduct,
      addOnPriceSen: z.number().int(),
      discountSen: z.number().int(),
      /** What the deal has left of it. */
      remaining: z.number().int(),
      purchaseLimit: z.number().int(),
    }),
  ),
});
export const ZStorefrontAddOnDeals = z.array(ZStorefrontAddOnDeal);
export type TStorefrontAddOnDeal = z.infer<typeof ZStorefrontAddOnDeal>;
