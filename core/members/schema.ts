import { z } from 'zod';
import { ZNewPassword } from '../auth/password-rules.ts';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { ZLocalDate } from '../shared/time.ts';
import {
  MEMBER_GENDERS,
  MEMBER_LIMITS as L,
  MEMBER_MESSAGES as M,
  MEMBER_SOURCES,
  MEMBER_STATUS_IDS,
  MEMBER_TYPES,
  VISIT_SOURCES,
} from './constants.ts';

const PHONE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;

export const ZMemberType = z.enum(MEMBER_TYPES);
export const ZMemberStatus = z.union(MEMBER_STATUS_IDS.map((id) => z.literal(id)));
export const ZMemberSource = z.enum(MEMBER_SOURCES);

export const ZMemberName = z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.nameMaxChars);
export const ZMemberEmail = z.string({ error: M.emailInvalid }).trim().pipe(z.email(M.emailInvalid).max(L.emailMaxChars, M.emailInvalid));
export const ZMemberPhone = z.union([z.literal(''), z.string().trim().regex(PHONE, M.phoneInvalid)], { error: M.phoneInvalid }).default('');
/** 'YYYY-MM-DD' of a real calendar day, or null. */
export const ZDateOfBirth = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateOfBirthInvalid)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), M.dateOfBirthInvalid)
  .nullable()
  .default(null);
export const ZGender = z.enum(MEMBER_GENDERS).default('');

const text = (max: number) => z.string().trim().max(max).default('');

/** The fields of a member the back office may edit (spec section 3: Member). */
export const ZMemberProfile = z.object({
  name: ZMemberName,
  email: ZMemberEmail,
  phone: ZMemberPhone,
  gender: ZGender,
  dateOfBirth: ZDateOfBirth,
  emailVerified: z.boolean().default(false),
  shipAddress: text(L.addressMaxChars),
  shipCity: text(L.cityMaxChars),
  shipPostcode: text(L.postcodeMaxChars),
  shipState: text(L.stateMaxChars),
  shipCountry: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/).default('MY'),
  billingAddress: text(L.addressMaxChars),
});
export type TMemberProfile = z.output<typeof ZMemberProfile>;

export const ZMemberIdInput = z.object({ id: z.string().min(1).max(64) });
export type TMemberIdInput = z.input<typeof ZMemberIdInput>;

/** A member added by hand in the back office; without a password the member cannot sign in until one is set. */
export const ZMemberCreateInput = ZMemberProfile.extend({ password: ZNewPassword.optional() });
export type TMemberCreateInput = z.input<typeof ZMemberCreateInput>;

export const ZMemberUpdateInput = ZMemberProfile.extend({ id: z.string().min(1).max(64) });
export type TMemberUpdateInput = z.input<typeof ZMemberUpdateInput>;

export const ZMemberStatusInput = z.object({ id: z.string().min(1).max(64), status: ZMemberStatus });
export type TMemberStatusInput = z.input<typeof ZMemberStatusInput>;

export const ZMemberListInput = ZPageInput.extend({
  /** A name prefix, an e-mail address (or its start), a member number ('12' or '#12') or a phone number. */
  search: z.string().trim().max(100).optional(),
  type: ZMemberType.optional(),
  /** 0 means every status. */
  status: z.union([z.literal(0), ZMemberStatus]).default(0),
  /** Joined on or after this day, and on or before that one (merchant time). */
  from: ZLocalDate.optional(),
  to: ZLocalDate.optional(),
});
export type TMemberListInput = z.input<typeof ZMemberListInput>;

export const ZMemberRow = z.object({
  id: z.string(),
  memberNo: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: ZMemberStatus,
  source: z.string(),
  joinedAt: z.date(),
  lastLoginAt: z.date().nullable(),
  paidOrderCount: z.number().int(),
  paidTotalSen: z.number().int(),
  types: z.array(ZMemberType),
});
export type TMemberRow = z.infer<typeof ZMemberRow>;

export const ZMemberPage = zPage(ZMemberRow);
export type TMemberPage = z.infer<typeof ZMemberPage>;

export const ZMemberPurchase = z.object({
  id: z.string(),
  orderNo: z.number().int(),
  placedAt: z.date(),
  status: z.number().int(),
  totalSen: z.number().int(),
  itemCount: z.number().int(),
});

export const ZMemberCartLine = z.object({
  productId: z.string(),
  optionId: z.string(),
  /** The product's English name now; '' when the product has since been deleted. */
  productName: z.string(),
  optionLabel: z.string(),
  quantity: z.number().int(),
  addedAt: z.date(),
});

export const ZMemberVisit = z.object({
  id: z.string(),
  visitedAt: z.date(),
  staySeconds: z.number().int(),
  seo: z.string(),
  source: z.string(),
  url: z.string(),
});

/** Every field of the Member entity (the password only as whether one is set), and what the detail screen lists. */
export const ZMemberDetail = ZMemberRow.extend({
  nameKey: z.string(),
  gender: z.string(),
  hasPassword: z.boolean(),
  emailVerified: z.boolean(),
  dateOfBirth: z.string().nullable(),
  shipAddress: z.string(),
  shipCity: z.string(),
  shipPostcode: z.string(),
  shipState: z.string(),
  shipCountry: z.string(),
  billingAddress: z.string(),
  importBatch: z.string().nullable(),
  lastPaidAt: z.date().nullable(),
  updatedAt: z.date(),
  /** How many orders (purchase history) and visits the member has; members.orders and members.visits page through them. */
  orderCount: z.number().int(),
  cart: z.array(ZMemberCartLine),
  visitCount: z.number().int(),
});
export type TMemberDetail = z.infer<typeof ZMemberDetail>;

/** A page of one member's orders or visits, newest first. */
export const ZMemberHistoryInput = ZPageInput.extend({ id: z.string().min(1).max(64) });
export type TMemberHistoryInput = z.input<typeof ZMemberHistoryInput>;
export const ZMemberPurchasePage = zPage(ZMemberPurchase);
export type TMemberPurchasePage = z.infer<typeof ZMemberPurchasePage>;
export const ZMemberVisitPage = zPage(ZMemberVisit);
export type TMemberVisitPage = z.infer<typeof ZMemberVisitPage>;

// ---------------------------------------------------------------- storefront

export const ZSignUpInput = z.object({
  name: ZMemberName,
  email: ZMemberEmail,
  phone: ZMemberPhone,
  password: ZNewPassword,
  dateOfBirth: ZDateOfBirth,
  gender: ZGender,
});
export type TSignUpInput = z.input<typeof ZSignUpInput>;

export const ZMemberSignInInput = z.object({
  email: z.string().trim().min(1, M.invalidCredentials).max(L.emailMaxChars),
  password: z.string().min(1, M.invalidCredentials).max(200),
});
export type TMemberSignInInput = z.input<typeof ZMemberSignInInput>;

/** What the website gets of its signed-in member. */
export const ZStorefrontMember = z.object({
  id: z.string(),
  memberNo: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  gender: z.string(),
  dateOfBirth: z.string().nullable(),
  emailVerified: z.boolean(),
  shipAddress: z.string(),
  shipCity: z.string(),
  shipPostcode: z.string(),
  shipState: z.string(),
  shipCountry: z.string(),
  billingAddress: z.string(),
  joinedAt: z.date(),
  lastLoginAt: z.date().nullable(),
});
export type TStorefrontMember = z.infer<typeof ZStorefrontMember>;

export const ZRecordVisitInput = z.object({
  memberId: z.string().min(1).max(64),
  staySeconds: z.number().int().min(0).max(L.staySecondsMax),
  seo: z.string().trim().max(L.seoMaxChars).default(''),
  source: z.enum(VISIT_SOURCES),
  url: z.string().trim().min(1).max(L.urlMaxChars),
});
export type TRecordVisitInput = z.input<typeof ZRecordVisitInput>;

export const ZSetCartInput = z.object({
  memberId: z.string().min(1).max(64),
  items: z
    .array(
      z.object({
        productId: z.string().min(1).max(64),
        optionId: z.string().max(64).nullish(),
        quantity: z.number({ error: M.quantityInvalid }).int(M.quantityInvalid).min(1, M.quantityInvalid).max(L.cartQuantity, M.quantityInvalid),
      }),
    )
    .max(L.cartLines),
});
export type TSetCartInput = z.input<typeof ZSetCartInput>;

export const ZRecordedVisit = z.object({ id: z.string() });
export const ZMemberCart = z.object({ items: z.array(ZMemberCartLine) });
