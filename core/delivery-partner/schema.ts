import { z } from 'zod';
import { MY_STATE_CODES } from '../shipping/constants.ts';
import { DELIVERY_PARTNER_LIMITS as L, DELIVERY_PARTNER_MESSAGES as M, DELIVERY_STATUSES, SERVICE_CODES, SERVICES, VEHICLES, ZONE_CODES } from './constants.ts';

/** A required text of the forms: trimmed, refused empty with the spec's "required" (section 5). */
const required = (max: number = L.textMaxChars) => z.string({ error: M.required }).trim().min(1, M.required).max(max, M.required);

export const ZKeysInput = z.object({ apiKey: required(L.keyMaxChars), secret: required(L.keyMaxChars) });
export type TKeysInput = z.input<typeof ZKeysInput>;

/** Only whether each key is set: a saved key never goes back to the dashboard. */
export const ZPartnerSettings = z.object({ apiKeySet: z.boolean(), secretSet: z.boolean(), webhookAt: z.date().nullable() });
export type TPartnerSettings = z.output<typeof ZPartnerSettings>;

/** A delivery partner merchant: the sender address deliveries are picked up from (spec section 3). */
export const ZSenderInput = z.object({
  companyName: required(),
  senderName: required(),
  contact: required(40),
  address: required(L.addressMaxChars),
  city: required(),
  postcode: required(10),
  state: z.enum(MY_STATE_CODES, { error: M.required }),
  isDefault: z.boolean().default(false),
});
export type TSenderInput = z.input<typeof ZSenderInput>;
export const ZId = z.object({ id: z.string().min(1).max(64) });
export const ZSenderUpdateInput = ZSenderInput.extend({ id: z.string().min(1).max(64) });
export type TSenderUpdateInput = z.input<typeof ZSenderUpdateInput>;
export const ZSender = ZSenderInput.extend({ id: z.string(), state: z.string(), isDefault: z.boolean(), createdAt: z.date() });
export type TSender = z.output<typeof ZSender>;

const groupOf = new Map<string, string | null>(SERVICES.map((s) => [s.code, s.group]));

/** At most one service of each group (spec section 5: "choose only one"). */
export const ZServices = z
  .array(z.enum(SERVICE_CODES))
  .max(SERVICES.length)
  .default([])
  .transform((codes) => [...new Set(codes)])
  .superRefine((codes, ctx) => {
    const groups = codes.map((c) => groupOf.get(c)).filter((g): g is string => Boolean(g));
    if (new Set(groups).size !== groups.length) ctx.addIssue({ code: 'custom', message: M.chooseOnlyOne, path: [] });
  });

/** A route to quote: the chosen sender as pickup, then one stop per product order (at most 15). */
export const ZQuoteInput = z.object({
  senderId: z.string({ error: M.noSender }).min(1, M.noSender).max(64),
  zone: z.enum(ZONE_CODES, { error: M.required }),
  vehicle: z.enum(VEHICLES, { error: M.required }),
  services: ZServices,
  orderIds: z.array(z.string().min(1).max(64)).min(1, M.noStops).max(L.maxStops, M.maxStops),
  /** null: as soon as possible. */
  scheduleAt: z.date().nullable().default(null),
  remark: z.string().trim().max(L.remarkMaxChars).default(''),
});
export type TQuoteInput = z.input<typeof ZQuoteInput>;

export const ZStop = z.object({ orderId: z.string(), orderNo: z.number(), name: z.string(), phone: z.string(), address: z.string(), stopId: z.string() });
export type TStop = z.output<typeof ZStop>;
export const ZPickup = z.object({ companyName: z.string(), senderName: z.string(), contact: z.string(), address: z.string(), stopId: z.string() });
export type TPickup = z.output<typeof ZPickup>;

const sen = z.number().int();
export const ZQuote = z.object({
  id: z.string(),
  zone: z.string(),
  vehicle: z.string(),
  services: z.array(z.string()),
  scheduleAt: z.date().nullable(),
  remark: z.string(),
  pickup: ZPickup,
  stops: z.array(ZStop),
  distanceM: z.number(),
  currency: z.string(),
  price: z.object({ baseSen: sen, extraMileageSen: sen, specialSen: sen, multiStopSen: sen, surchargeSen: sen, totalSen: sen }),
  quotedAt: z.date(),
  expiresAt: z.date(),
  deliveryId: z.string().nullable(),
});
export type TQuote = z.output<typeof ZQuote>;

export const QUOTE_FILTERS = ['active', 'all'] as const;
/** Spec section 4: quotes filtered Active (not expired, no order placed yet) or All. */
export const ZQuoteListInput = z.object({ filter: z.enum(QUOTE_FILTERS).default('active') });

export const ZDelivery = z.object({
  id: z.string(),
  quoteId: z.string(),
  providerOrderId: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  amountSen: sen,
  currency: z.string(),
  shareLink: z.string(),
  driver: z.object({ id: z.string(), name: z.string(), phone: z.string(), plate: z.string() }).nullable(),
  vehicle: z.string(),
  zone: z.string(),
  remark: z.string(),
  scheduleAt: z.date().nullable(),
  pickup: ZPickup,
  stops: z.array(ZStop),
  placedAt: z.date(),
  updatedAt: z.date(),
});
export type TDelivery = z.output<typeof ZDelivery>;

export const ZNotification = z.object({ id: z.string(), eventId: z.string(), eventType: z.string(), providerOrderId: z.string(), status: z.string(), receivedAt: z.date() });
export type TNotification = z.output<typeof ZNotification>;

/** A product order ready to go into a delivery: Preparing to ship and in no live delivery. */
export const ZReadyOrder = z.object({ id: z.string(), orderNo: z.number(), name: z.string(), phone: z.string(), address: z.string(), placedAt: z.date() });
export type TReadyOrder = z.output<typeof ZReadyOrder>;
