import { msg, term } from '../shared/messages.ts';
import { tooLongMessage } from '../shared/text-fields.ts';

/** The module of /pos-vendors-list and /pos-vendor/{merchant_id}, and their user-log category. */
export const POS_VENDORS_MODULE = 'pos_vendors';

/** The spec gives none; these are ours (docs/pos-vendors.md). */
export const POS_VENDOR_LIMITS = {
  nameMaxChars: 100,
  descriptionMaxChars: 2000,
  featuresMax: 20,
  featureMaxChars: 200,
  pricingMaxChars: 500,
  emailMaxChars: 200,
  phoneMaxChars: 30,
  urlMaxChars: 500,
  searchMaxChars: 100,
} as const;

const L = POS_VENDOR_LIMITS;
const field = (name: string) => term(`fields.posVendors.${name}`);

export const POS_VENDOR_MESSAGES = {
  nameRequired: msg('posVendors.nameRequired'),
  nameTooLong: tooLongMessage(field('name'), L.nameMaxChars),
  descriptionTooLong: tooLongMessage(field('description'), L.descriptionMaxChars),
  featuresTooMany: msg('posVendors.featuresTooMany', { max: L.featuresMax }),
  featureTooLong: tooLongMessage(field('feature'), L.featureMaxChars),
  pricingTooLong: tooLongMessage(field('pricing'), L.pricingMaxChars),
  emailInvalid: msg('posVendors.emailInvalid'),
  phoneInvalid: msg('posVendors.phoneInvalid'),
  urlInvalid: msg('posVendors.urlInvalid'),
  ownSystem: msg('posVendors.ownSystem'),
  merchantUnknown: msg('posVendors.merchantUnknown'),
} as const;

export const posVendorLog = (action: 'connected' | 'disconnected', values: { vendor: string }) => msg(`log.posVendors.${action}`, values);
