import { z } from 'zod';
import { isFullUrl } from '../profile/contact-schema.ts';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { POS_VENDOR_LIMITS as L, POS_VENDOR_MESSAGES as M } from './constants.ts';

const id = z.string().min(1).max(64);
const optional = (max: number, message: string) => z.string().trim().max(max, message).default('');
const optionalUrl = optional(L.urlMaxChars, M.urlInvalid).refine((v) => v === '' || isFullUrl(v), M.urlInvalid);

/** A vendor's profile as the operator sets it (`merchant pos-vendors set`): the name is required, the rest optional. */
export const ZPosVendorProfileInput = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.nameMaxChars, M.nameTooLong),
  logoUrl: optionalUrl,
  description: optional(L.descriptionMaxChars, M.descriptionTooLong),
  features: z.array(z.string().trim().min(1).max(L.featureMaxChars, M.featureTooLong)).max(L.featuresMax, M.featuresTooMany).default([]),
  pricing: optional(L.pricingMaxChars, M.pricingTooLong),
  contactEmail: optional(L.emailMaxChars, M.emailInvalid).refine((v) => v === '' || z.email().safeParse(v).success, M.emailInvalid),
  contactPhone: optional(L.phoneMaxChars, M.phoneInvalid).refine((v) => v === '' || /^\+?\d[\d -]{5,}$/.test(v), M.phoneInvalid),
  website: optionalUrl,
});
export type TPosVendorProfileInput = z.input<typeof ZPosVendorProfileInput>;
export const ZSetPosVendorInput = z.object({ merchantId: id, profile: ZPosVendorProfileInput });
export const ZPosVendorRef = z.object({ merchantId: id });

export const ZPosVendorListInput = ZPageInput.extend({
  /** Words of the vendor's name or description. */
  search: z.string().trim().max(L.searchMaxChars).default(''),
});
export type TPosVendorListInput = z.input<typeof ZPosVendorListInput>;

/** A vendor as every merchant sees it: its profile only, never its shop's records. */
export const ZPosVendor = z.object({
  merchantId: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  pricing: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  website: z.string(),
  /** When the caller's shop connected to this vendor; null: not connected. */
  connectedAt: z.date().nullable(),
  /** The caller's own merchant is this vendor. */
  isSelf: z.boolean(),
});
export type TPosVendor = z.infer<typeof ZPosVendor>;
export const ZPosVendorPage = zPage(ZPosVendor);

/** A shop connected to the caller's POS system: the shop's name and contact, as it agreed by connecting. */
export const ZConnectedShop = z.object({ merchantId: z.string(), name: z.string(), email: z.string(), website: z.string(), connectedAt: z.date() });
export type TConnectedShop = z.infer<typeof ZConnectedShop>;
export const ZConnectedShopPage = zPage(ZConnectedShop);
