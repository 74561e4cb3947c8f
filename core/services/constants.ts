import { msg, term } from '../shared/messages.ts';

/** Limits the spec leaves open: a service's name and description, and how many tags it carries. */
export const SERVICE_LIMITS = { nameMaxChars: 200, descriptionMaxChars: 20_000 } as const;

/** Spec section 5's "maximum service selection": the tags one service may carry. */
export const MAX_SERVICE_TAGS = 10;

/** How a service is priced: one price, or a range from a minimum to a maximum. */
export const PRICE_TYPES = ['fixed', 'range'] as const;
export type TPriceType = (typeof PRICE_TYPES)[number];

/** What the services' rules say (spec section 8 where it words them). */
export const SERVICE_MESSAGES = {
  nameEmpty: msg('services.nameEmpty'),
  maxSelection: msg('services.maxSelection', { max_selection: MAX_SERVICE_TAGS }),
  tagEmpty: msg('services.tagEmpty'),
  tagSame: msg('services.tagSame'),
  priceEmpty: msg('services.priceEmpty'),
  minPriceEmpty: msg('services.minPriceEmpty'),
  maxPriceEmpty: msg('services.maxPriceEmpty'),
  minAboveMax: msg('services.minAboveMax'),
} as const;

export const SERVICE_FIELDS = {
  name: term('fields.serviceName'),
  description: term('fields.serviceDescription'),
  price: term('fields.price'),
  minPrice: term('fields.minPrice'),
  maxPrice: term('fields.maxPrice'),
} as const;
