import { z } from 'zod';
import { ZReferralArrival } from '../referral/schema.ts';
import { ORDER_LIMITS, ORDER_MESSAGES } from '../orders/constants.ts';
import { ZAppliedCharges, ZOrderItemLine } from '../orders/schema.ts';
import { DEFAULT_COUNTRY, MY_POSTCODE, MY_STATES, SHIPPING_MESSAGES } from '../shipping/constants.ts';
import { ZLocalDate } from '../shared/time.ts';
import { ZNewPassword } from '../auth/password-rules.ts';
import { MEMBER_MESSAGES } from '../members/constants.ts';
import { MAX_ENTRY_POINTS } from '../loyalty/points-math.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';

/** Limits of one checkout; not in the spec. */
export const CHECKOUT_LIMITS = {
  lines: 100,
  qty: 10_000,
  requestValueMax: 1000,
} as const;

const PHONE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;

export const ZBuyer = z
  .object({
    name: z.string({ error: M.buyerNameRequired }).trim().min(1, M.buyerNameRequired).max(150),
    email: z.union([z.literal(''), z.email(M.emailInvalid).max(254)], { error: M.emailInvalid }).default(''),
    phone: z.union([z.literal(''), z.string().trim().regex(PHONE, M.phoneInvalid)], { error: M.phoneInvalid }).default(''),
  })
  .refine((b) => b.email !== '' || b.phone !== '', { message: M.contactRequired, path: ['email'] });

/** A delivery address. In Malaysia the state is one of MY_STATES' codes and the postcode 5 digits. */
export const ZAddress = z
  .object({
    name: z.string().trim().max(150).default(''),
    phone: z.union([z.literal(''), z.string().trim().regex(PHONE, M.phoneInvalid)], { error: M.phoneInvalid }).default(''),
    line: z.string({ error: M.addressRequired }).trim().min(1, M.addressRequired).max(500),
    city: z.string({ error: M.cityRequired }).trim().min(1, M.cityRequired).max(100),
    postcode: z.string({ error: SHIPPING_MESSAGES.postcodeInvalid }).trim().min(1, SHIPPING_MESSAGES.postcodeInvalid).max(12, SHIPPING_MESSAGES.postcodeInvalid),
    state: z.string({ error: SHIPPING_MESSAGES.stateUnknown }).trim().toUpperCase().min(1, SHIPPING_MESSAGES.stateUnknown).max(60, SHIPPING_MESSAGES.stateUnknown),
    country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, SHIPPING_MESSAGES.countryInvalid).default(DEFAULT_COUNTRY),
  })
  .superRefine((a, ctx) => {
    if (a.country !== DEFAULT_COUNTRY) return;
    if (!Object.hasOwn(MY_STATES, a.state)) ctx.addIssue({ code: 'custom', path: ['state'], message: SHIPPING_MESSAGES.stateUnknown });
    if (!MY_POSTCODE.test(a.postcode)) ctx.addIssue({ code: 'custom', path: ['postcode'], message: SHIPPING_MESSAGES.postcodeInvalid });
  });
export type TAddress = z.infer<typeof ZAddress>;

/** The buyer's answer to one of the product's special requests. */
export const ZRequestAnswer = z.object({
  requestId: z.string().min(1),
  /** Text for text, textarea, date ('YYYY-MM-DD') and time ('HH:MM'); one choice for radio and select; a list of choices for checkbox. */
  value: z.union([z.string().trim().max(CHECKOUT_LIMITS.requestValueMax), z.array(z.string().trim().max(150)).max(30)]),
});

export const ZCartItem = z.object({
  productId: z.string().min(1, M.productUnavailable),
  optionId: z.string().min(1).nullish(),
  qty: z.number({ error: M.qtyInvalid }).int(M.qtyInvalid).min(1, M.qtyInvalid).max(CHECKOUT_LIMITS.qty, M.qtyInvalid),
  requests: z.array(ZRequestAnswer).max(20).default([]),
  /** Bought as an add-on of this add-on deal (the cart must hold one of the deal's main products). */
  addOnDealId: z.string().min(1).nullish(),
});
export type TCartItem = z.infer<typeof ZCartItem>;

export const ZCartItems = z.array(ZCartItem, { error: M.itemsRequired }).min(1, M.itemsRequired).max(CHECKOUT_LIMITS.lines);

/** A mix-and-match set: qty sets, each filled with the same picks (requiredQty units per selection). */
export const ZCartSet = z.object({
  mixMatchId: z.string().min(1),
  qty: z.number({ error: M.qtyInvalid }).int(M.qtyInvalid).min(1, M.qtyInvalid).max(CHECKOUT_LIMITS.qty, M.qtyInvalid),
  picks: z.array(z.object({ mixMatchProductId: z.string().min(1), qty: z.number({ error: M.qtyInvalid }).int(M.qtyInvalid).min(1, M.qtyInvalid).max(CHECKOUT_LIMITS.qty, M.qtyInvalid) })).min(1).max(50),
});
export type TCartSet = z.infer<typeof ZCartSet>;

/** A custom link's slug (payment and purchase links). */
const ZLinkSlug = z.string().trim().toLowerCase().min(1).max(64);

/** 'HH:MM-HH:MM', as deliverySlots lists them. */
export const ZDeliverySlot = z.string().regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/, M.deliverySlotUnavailable);

/** Where the order comes from, for the inventory log's platform. */
export const CHECKOUT_CHANNELS = ['website', 'app'] as const;

/** The checkout's fields; ZPlaceOrderInput adds the rules that tie them together. */
export const ZPlaceOrderFields = z.object({
  buyer: ZBuyer,
  /** Required for delivery; optional with self pick-up. */
  address: ZAddress.nullish(),
  /** Empty when a payment or purchase link supplies the items, or when the cart holds sets only. */
  items: z.array(ZCartItem).max(CHECKOUT_LIMITS.lines).default([]),
  sets: z.array(ZCartSet).max(CHECKOUT_LIMITS.lines).default([]),
  /** At most one voucher: a voucher's code or a one-use code. */
  voucherCode: z.string().trim().max(64).nullish(),
  /** Member points to pay with (1000 points = the loyalty setting's value); at most one ledger entry's worth, as the spend is one entry. */
  redeemPoints: z.number({ error: M.pointsInvalid }).max(MAX_ENTRY_POINTS, M.pointsTooMany).int(M.pointsInvalid).min(0, M.pointsInvalid).default(0),
  /** Buy a payment link's products (its quantities), or a purchase link's (its purchase quantities, its voucher). */
  paymentLink: ZLinkSlug.nullish(),
  purchaseLink: ZLinkSlug.nullish(),
  shippingOptionId: z.string().min(1).nullish(),
  selfPickup: z.boolean().default(false),
  pickupAddressId: z.string().min(1).nullish(),
  cod: z.boolean().default(false),
  deliveryDate: ZLocalDate.nullish(),
  deliverySlot: ZDeliverySlot.nullish(),
  buyerNote: z.string().trim().max(ORDER_LIMITS.buyerNoteMaxChars, ORDER_MESSAGES.buyerNoteTooLong).default(''),
  /** The signed-in member buying: an enabled member of the merchant (none: a guest). */
  memberId: z.string().trim().min(1).max(64).nullish(),
  /** A guest who joins as a member with this order: a member is made from the buyer's name, e-mail and phone. */
  joinAsMember: z.object({ password: ZNewPassword }).nullish(),
  /** The referral person's link the buyer arrived through, as the website kept it: the server decides whether it counts and what commission it earns. */
  referral: ZReferralArrival.nullish(),
  /** The sales person whose landing page the buyer came through (the landing page's salesPersonId). */
  salesPersonId: z.string().trim().min(1).max(64).nullish(),
  /** Ask for a quotation instead of ordering: status 10, no stock taken, no payment due. */
  quotation: z.boolean().default(false),
  channel: z.enum(CHECKOUT_CHANNELS).default('website'),
});

export const ZPlaceOrderInput = ZPlaceOrderFields
  .superRefine((o, ctx) => {
    const linked = Boolean(o.paymentLink || o.purchaseLink);
    if (!linked && o.items.length + o.sets.length === 0) ctx.addIssue({ code: 'custom', path: ['items'], message: M.itemsRequired });
    if (linked && o.items.length + o.sets.length > 0) ctx.addIssue({ code: 'custom', path: ['items'], message: M.linkItemsFixed });
    if (o.paymentLink && o.purchaseLink) ctx.addIssue({ code: 'custom', path: ['purchaseLink'], message: M.oneLinkOnly });
    if (o.quotation && (o.voucherCode || o.redeemPoints > 0 || o.sets.length || linked)) ctx.addIssue({ code: 'custom', path: ['quotation'], message: M.quotationNoPromotions });
    if (o.redeemPoints > 0 && !o.memberId) ctx.addIssue({ code: 'custom', path: ['redeemPoints'], message: M.pointsMemberOnly });
    if (!o.selfPickup && !o.address) ctx.addIssue({ code: 'custom', path: ['address', 'line'], message: M.addressRequired });
    if (o.selfPickup && !o.pickupAddressId) ctx.addIssue({ code: 'custom', path: ['pickupAddressId'], message: M.pickupAddressRequired });
    if (o.deliverySlot && !o.deliveryDate) ctx.addIssue({ code: 'custom', path: ['deliveryDate'], message: M.deliveryDateRequired });
    if (o.joinAsMember && o.memberId) ctx.addIssue({ code: 'custom', path: ['joinAsMember'], message: MEMBER_MESSAGES.joinWhileMember });
    if (o.joinAsMember && !o.buyer.email) ctx.addIssue({ code: 'custom', path: ['buyer', 'email'], message: MEMBER_MESSAGES.joinEmailRequired });
  });
export type TPlaceOrderInput = z.infer<typeof ZPlaceOrderInput>;
export type TPlaceOrderInputRaw = z.input<typeof ZPlaceOrderInput>;

export const ZPlacedOrder = z.object({
  id: z.string(),
  /** The member the order belongs to (the new one when the buyer joined); null for a guest. */
  memberId: z.string().nullable(),
  orderNo: z.number().int(),
  status: z.number().int(),
  shippingQuoted: z.boolean(),
  subtotalSen: z.number().int(),
  discountSen: z.number().int(),
  voucherSen: z.number().int(),
  voucherCode: z.string(),
  pointsRedeemed: z.number().int(),
  memberPointsSen: z.number().int(),
  shippingSen: z.number().int(),
  shippingDiscountSen: z.number().int(),
  salesTaxSen: z.number().int(),
  serviceTaxSen: z.number().int(),
  additionalChargeSen: z.number().int(),
  additionalCharges: ZAppliedCharges,
  commissionSen: z.number().int(),
  totalSen: z.number().int(),
  placedAt: z.date(),
  autoCancelAt: z.date().nullable(),
  items: z.array(
    z.object({
      /** null on a mix-and-match set's line. */
      productId: z.string().nullable(),
      ...ZOrderItemLine.shape,
      /** One unit before a campaign or add-on deal. */
      basePriceSen: z.number().int(),
      promotion: z.string(),
    }),
  ),
});
export type TPlacedOrder = z.infer<typeof ZPlacedOrder>;

export const ZShippingQuoteInput = z.object({ address: ZAddress, items: ZCartItems });

export const ZShippingQuote = z.object({
  zoneId: z.string().nullable(),
  subtotalSen: z.number().int(),
  weightGrams: z.number().int(),
  options: z.array(
    z.object({
      id: z.string(),
      titleEn: z.string(),
      titleCn: z.string(),
      titleBm: z.string(),
      description: z.string(),
      type: z.string(),
      cod: z.boolean(),
      /** null: the fee is quoted by the merchant after the order. */
      chargeSen: z.number().int().nullable(),
    }),
  ),
  selfPickup: z.boolean(),
  pickupAddresses: z.array(z.object({ id: z.string(), titleEn: z.string(), titleCn: z.string(), titleBm: z.string(), address: z.string(), contact: z.string(), description: z.string() })),
});

export const ZDeliveryDay = z.object({ date: z.string(), slots: z.array(z.string()) });
export const ZDeliveryDays = z.object({ days: z.array(ZDeliveryDay) });

export const ZOrderLookupInput = z.object({ orderNo: z.number().int().min(1), email: z.email(M.emailInvalid) });
export const ZOrderLookup = z.object({
  orderNo: z.number().int(),
  status: z.number().int(),
  statusName: z.string(),
  shippingQuoted: z.boolean(),
  totalSen: z.number().int(),
  shippingSen: z.number().int(),
  placedAt: z.date(),
  paidAt: z.date().nullable(),
  shippedAt: z.date().nullable(),
  items: z.array(z.object({ name: z.string(), options: z.string(), qty: z.number().int(), finalPriceSen: z.number().int() })),
  shipments: z.array(z.object({ courier: z.string(), trackingNo: z.string(), shippedAt: z.date() })),
});
