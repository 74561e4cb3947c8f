import { GENERIC_MESSAGES } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';

/** The user log and permission module of the delivery partner screens (/mysales/lalamove). */
export const DELIVERY_PARTNER_CATEGORY = 'my_sales';

/** Spec section 9: a route is a pickup and at most 15 stops. */
export const DELIVERY_PARTNER_LIMITS = {
  maxStops: 15,
  keyMaxChars: 200,
  textMaxChars: 200,
  addressMaxChars: 500,
  remarkMaxChars: 500,
  /** The product orders the add-orders list offers at once. */
  readyOrdersShown: 200,
  /** Rows of the quotes, orders and notifications tabs. */
  listRows: 100,
} as const;

/** Spec section 3: the 7 vehicles, as the market's service types. */
export const VEHICLES = ['MOTORCYCLE', 'CAR', '4X4', 'VAN', 'VAN_LARGE', 'TRUCK330', 'TRUCK550'] as const;
export type TVehicle = (typeof VEHICLES)[number];

/**
 * Spec section 3: the extra services as the market's special-request codes. A group allows one
 * choice only (spec section 5: "choose only one"); a service of no group stands alone.
 */
export const SERVICES = [
  { code: 'ROUND_TRIP', group: null },
  { code: 'CARRY_BAG', group: null },
  { code: 'COLD_CHAIN_1_15', group: 'coldTruck' },
  { code: 'COLD_CHAIN_MINUS15_0', group: 'coldTruck' },
  { code: 'COD_UNDER_25', group: 'payOnDelivery' },
  { code: 'COD_25_50', group: 'payOnDelivery' },
  { code: 'COD_51_75', group: 'payOnDelivery' },
  { code: 'COD_76_100', group: 'payOnDelivery' },
  { code: 'DOOR_TO_DOOR_DRIVER', group: 'doorToDoor' },
  { code: 'DOOR_TO_DOOR_1HELPER', group: 'doorToDoor' },
  { code: 'DOOR_TO_DOOR_2HELPER', group: 'doorToDoor' },
  { code: 'TAILGATE', group: null },
  { code: 'DISMANTLE_ASSEMBLE_LOAD', group: null },
] as const;
export type TService = (typeof SERVICES)[number]['code'];
export const SERVICE_CODES = SERVICES.map((s) => s.code) as [TService, ...TService[]];

/**
 * Spec section 3: the zones served, each with the centre its stops are placed around (the product
 * has no maps service yet: a stop's coordinates are its zone's centre moved by a small offset
 * drawn from its address, and the driver goes by the address text).
 */
export const ZONES = {
  JHB: { lat: 1.4927, lng: 103.7414 },
  MLK: { lat: 2.1896, lng: 102.2501 },
  KUL: { lat: 3.139, lng: 101.6869 },
  PNG: { lat: 5.4141, lng: 100.3288 },
} as const;
export type TZone = keyof typeof ZONES;
export const ZONE_CODES = Object.keys(ZONES) as [TZone, ...TZone[]];

/** Spec section 4: the states of a delivery order, as the provider names them. */
export const DELIVERY_STATUSES = ['ASSIGNING_DRIVER', 'ON_GOING', 'PICKED_UP', 'COMPLETED', 'CANCELED', 'EXPIRED', 'REJECTED'] as const;
export type TDeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/** States after which nothing changes; the product orders of such a delivery may go into another. */
export const FINAL_STATUSES: readonly TDeliveryStatus[] = ['COMPLETED', 'CANCELED', 'EXPIRED', 'REJECTED'];
/** States that free the product orders again (nothing was picked up). */
export const FAILED_STATUSES: readonly TDeliveryStatus[] = ['CANCELED', 'EXPIRED', 'REJECTED'];
/** The provider lets a delivery be cancelled until the goods are picked up. */
export const CANCELLABLE_STATUSES: readonly TDeliveryStatus[] = ['ASSIGNING_DRIVER', 'ON_GOING'];

export const DELIVERY_PARTNER_MESSAGES = {
  required: GENERIC_MESSAGES.required,
  /** Spec section 8, verbatim. */
  defaultUndeletable: msg('deliveryPartner.defaultUndeletable'),
  /** Spec section 8, verbatim (15 stops). */
  maxStops: msg('deliveryPartner.maxStops'),
  /** Spec section 5: "additional service: choose only one". */
  chooseOnlyOne: msg('deliveryPartner.chooseOnlyOne'),
  noStops: msg('deliveryPartner.noStops'),
  keysMissing: msg('deliveryPartner.keysMissing'),
  noSender: msg('deliveryPartner.noSender'),
  orderNotReady: msg('deliveryPartner.orderNotReady'),
  quoteUsed: msg('deliveryPartner.quoteUsed'),
  quoteExpired: msg('deliveryPartner.quoteExpired'),
  cannotCancel: msg('deliveryPartner.cannotCancel'),
  invalidKeys: msg('deliveryPartner.invalidKeys'),
  unavailable: msg('deliveryPartner.unavailable'),
  outOfArea: msg('deliveryPartner.outOfArea'),
  refused: msg('deliveryPartner.refused'),
  notSetUp: msg('deliveryPartner.notSetUp'),
  scheduleInPast: msg('deliveryPartner.scheduleInPast'),
} as const;
