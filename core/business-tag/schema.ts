import { z } from 'zod';
import { checkPeriod, periodShape, ZReportDays } from '../reports/period.ts';
import { term } from '../shared/messages.ts';
import { zPage, ZPageInput } from '../shared/pagination.ts';
import { optionalText } from '../shared/text-fields.ts';
import { BIND_CARD_LIMIT, BIND_REQUEST_STATUSES, BUSINESS_CARD_LIMITS as L, BUSINESS_TAG_MESSAGES as M, CARD_STATUSES } from './constants.ts';

const recordId = z.string().min(1).max(64);

// ---------------------------------------------------------------- bind-card requests

/** A printed card's id as typed: not empty once trimmed (business-areas.md section 8). */
export const ZCardId = z.string({ error: M.cardIdEmpty }).trim().min(1, M.cardIdEmpty).max(L.cardIdMaxChars, M.cardIdTooLong);

/** A bind-card request: 1 to 10 card ids, none twice. */
export const ZBindCardRequestInput = z.object({
  cardIds: z
    .array(ZCardId)
    .min(1, M.cardIdEmpty)
    .max(BIND_CARD_LIMIT, M.maxCards)
    .superRefine((ids, ctx) => {
      ids.forEach((id, i) => {
        if (ids.indexOf(id) !== i) ctx.addIssue({ code: 'custom', path: [i], message: M.duplicateCard(id) });
      });
    }),
});
export type TBindCardRequestInput = z.input<typeof ZBindCardRequestInput>;

export const ZBindRequestStatus = z.enum(BIND_REQUEST_STATUSES);
export const ZBindRequest = z.object({
  id: z.string(),
  cardIds: z.array(z.string()),
  status: ZBindRequestStatus,
  createdAt: z.date(),
  decidedAt: z.date().nullable(),
});
export type TBindRequest = z.infer<typeof ZBindRequest>;
export const ZBindRequestPage = zPage(ZBindRequest);
export const ZBindRequestListInput = ZPageInput.extend({ status: ZBindRequestStatus.optional() });
export type TBindRequestListInput = z.input<typeof ZBindRequestListInput>;
export const ZBindRequestId = z.object({ id: recordId });

/** A request as the platform operator sees it: with its merchant. */
export const ZOperatorBindRequest = ZBindRequest.extend({ merchantId: z.string(), merchantName: z.string() });
export type TOperatorBindRequest = z.infer<typeof ZOperatorBindRequest>;
export const ZOperatorRequestListInput = z.object({ status: ZBindRequestStatus.optional(), limit: z.number().int().min(1).max(1000).default(100) });

// ---------------------------------------------------------------- cards

export const ZCardStatus = z.enum(CARD_STATUSES);

export const ZBusinessCard = z.object({
  id: z.string(),
  cardId: z.string(),
  holderName: z.string(),
  holderTitle: z.string(),
  holderPhone: z.string(),
  holderEmail: z.string(),
  status: ZCardStatus,
  customLink: z.string().nullable(),
  views: z.number().int(),
  saves: z.number().int(),
  updatedAt: z.date(),
});
export type TBusinessCard = z.infer<typeof ZBusinessCard>;
export const ZBusinessCardPage = zPage(ZBusinessCard);

export const ZCardListInput = ZPageInput.extend({ search: z.string().trim().max(100).optional(), status: ZCardStatus.optional() });
export type TCardListInput = z.input<typeof ZCardListInput>;
export const ZCardRecordId = z.object({ id: recordId });

/** The card page's path segment: blank (none), else lower-cased letters, digits and hyphens. */
export const ZCustomLink = z
  .string()
  .trim()
  .toLowerCase()
  .max(L.customLinkMaxChars, M.linkInvalid)
  .refine((v) => v === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v), M.linkInvalid)
  .default('');

/** A card's holder and link, as the edit form sends them. */
export const ZCardHolder = z.object({
  holderName: optionalText(L.holderNameMaxChars, term('fields.cardHolderName')),
  holderTitle: optionalText(L.holderTitleMaxChars, term('fields.cardHolderTitle')),
  holderPhone: z.string().trim().max(L.holderPhoneMaxChars, M.phoneInvalid).regex(/^[0-9+\-\s]*$/, M.phoneInvalid).default(''),
  holderEmail: z.string().trim().max(L.holderEmailMaxChars, M.emailInvalid).refine((v) => v === '' || z.email().safeParse(v).success, M.emailInvalid).default(''),
  customLink: ZCustomLink,
});
export type TCardHolderInput = z.input<typeof ZCardHolder>;
export const ZUpdateCardInput = z.object({ id: recordId, holder: ZCardHolder });
export type TUpdateCardInput = z.input<typeof ZUpdateCardInput>;
export const ZCardStatusInput = z.object({ id: recordId, status: ZCardStatus });

// ---------------------------------------------------------------- report

export const ZCardReportInput = z.object({ id: recordId, ...periodShape }).superRefine(checkPeriod);
export type TCardReportInput = z.input<typeof ZCardReportInput>;
export const ZCardReport = z.object({
  days: ZReportDays,
  cardId: z.string(),
  holderName: z.string(),
  views: z.number().int(),
  saves: z.number().int(),
  /** The same figures per day (or month for long ranges), empty ones included. */
  series: z.array(z.object({ bucket: z.string(), views: z.number().int(), saves: z.number().int() })),
});
export type TCardReport = z.infer<typeof ZCardReport>;

// ---------------------------------------------------------------- storefront

/** A card's public page: by its custom link, else by its printed card id. */
export const ZCardLookup = z.object({ key: z.string().trim().min(1).max(Math.max(L.customLinkMaxChars, L.cardIdMaxChars)) });
export const ZPublicCard = z.object({
  cardId: z.string(),
  customLink: z.string().nullable(),
  holderName: z.string(),
  holderTitle: z.string(),
  holderPhone: z.string(),
  holderEmail: z.string(),
});
export type TPublicCard = z.infer<typeof ZPublicCard>;
export const ZSavedContact = z.object({ fileName: z.string(), vcard: z.string() });
export type TSavedContact = z.infer<typeof ZSavedContact>;
