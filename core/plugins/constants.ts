import { msg } from '../shared/messages.ts';

/** Plugins and add-ons are the nms_plugins module's: its user-log category. */
export const PLUGINS_CATEGORY = 'nms_plugins';

/** Spec section 3: a plugin takes a slot of one of these types while it is on (docs/plugins.md). */
export const PLUGIN_SLOT_TYPES = ['general', 'ecommerce', 'free'] as const;
export type TPluginSlotType = (typeof PLUGIN_SLOT_TYPES)[number];

/** The slots every merchant starts with; the operator raises them (`merchant plugins slots`). */
export const DEFAULT_SLOT_CAPACITY: Record<TPluginSlotType, number> = { general: 1, ecommerce: 1, free: 2 };

/** The most slots of one type a merchant may be given. */
export const MAX_SLOT_CAPACITY = 100;

/** A plugin as the merchant sees it: off, on, or (a paid plugin) not bought yet. */
export const PLUGIN_STATES = ['on', 'off', 'not_bought'] as const;
export type TPluginState = (typeof PLUGIN_STATES)[number];

/** Spec section 9: the e-mail add-on, sold in units of 5 extra users or 5 GB, MYR 159.00 a unit per year, billed annually. */
export const EMAIL_ADD_ON = { priceSenPerUnitYear: 15_900, usersPerUnit: 5, gigabytesPerUnit: 5, periodMonths: 12, maxUnits: 20 } as const;

/** The add-ons: extra e-mail accounts, paid by card, and the payment gateways the account manager sets up on request. */
export const ADD_ONS = ['email', 'gateway_ipay88', 'gateway_billplz', 'gateway_senangpay', 'gateway_stripe'] as const;
export type TAddOn = (typeof ADD_ONS)[number];
export const GATEWAY_ADD_ONS = ADD_ONS.filter((a): a is Exclude<TAddOn, 'email'> => a !== 'email');

/** An add-on purchase: a request the account manager handles (a payment gateway), or active for its period once paid or set up. */
export const ADD_ON_STATUSES = ['requested', 'active'] as const;
export type TAddOnStatus = (typeof ADD_ON_STATUSES)[number];

/** Spec sections 6 and 8, word for word in the locale files; the rest are ours. */
export const PLUGIN_MESSAGES = {
  slotsFull: msg('plugins.slotsFull'),
  defaultAlwaysOn: msg('plugins.defaultAlwaysOn'),
  notBought: msg('plugins.notBought'),
  alreadyBought: msg('plugins.alreadyBought'),
  freePlugin: msg('plugins.freePlugin'),
  unknownPlugin: msg('plugins.unknownPlugin'),
  switchedOff: msg('plugins.switchedOff'),
  unknownAddOn: msg('plugins.unknownAddOn'),
  units: msg('plugins.units', { max: EMAIL_ADD_ON.maxUnits }),
} as const;
