import { z } from 'zod';
import { MONEY_LIMITS } from '../shared/limits.ts';
import { zSen } from '../shared/money.ts';
import { term } from '../shared/messages.ts';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import {
  LIVE_COMMENT_RESULTS,
  LIVE_COMMERCE_LIMITS as L,
  LIVE_COMMERCE_MESSAGES as M,
  LIVE_LINE_STATUSES,
  LIVE_SESSION_STATUSES,
  LIVE_SET_STATUSES,
} from './constants.ts';

const id = z.string().min(1).max(64);
const ZSetStatus = z.enum(LIVE_SET_STATUSES);
const ZSessionStatus = z.enum(LIVE_SESSION_STATUSES);
const count = z.number().int();

export const ZLiveId = z.object({ id });
export type TLiveId = z.infer<typeof ZLiveId>;

/** One row per merchant: the Facebook page whose lives sell ('' for none yet), the reply to a commenter, how long a cart line holds its units. */
export const ZLiveSettings = z.object({
  pageId: z.string().trim().max(64).default(''),
  replyText: z.string().trim().max(L.replyMaxChars, M.replyTooLong).default(''),
  cartHoldHours: z
    .number({ error: M.cartHoldHours })
    .int(M.cartHoldHours)
    .min(L.cartHoldHoursMin, M.cartHoldHours)
    .max(L.cartHoldHoursMax, M.cartHoldHours)
    .default(L.cartHoldHoursDefault),
  enabled: z.boolean().default(false),
});
export type TLiveSettingsInput = z.input<typeof ZLiveSettings>;
export type TLiveSettings = z.output<typeof ZLiveSettings>;

/** A connected Facebook page lives can sell on. */
export const ZLivePage = z.object({ id: z.string(), name: z.string() });
export type TLivePage = z.infer<typeof ZLivePage>;

/** A code a buyer types in a comment: 1..10 letters or digits, stored upper-case. */
export const ZLiveCode = z
  .string({ error: M.codeInvalid })
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9]{1,${L.codeMaxChars}}$`), M.codeInvalid)
  .transform((code) => code.toUpperCase());

export const ZProductSetItemInput = z.object({
  productId: id,
  optionId: id.nullable().default(null),
  code: ZLiveCode,
  priceSen: zSen(term('fields.liveCommerce.price'), MONEY_LIMITS.priceSen),
  /** Units offered in the live. */
  qty: z.number().int().min(0).max(L.maxQty),
  status: ZSetStatus.default('active'),
});

/** A live product set as the form sends it (spec: name, products with price, qty, status). */
export const ZProductSetInput = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.nameMaxChars, M.nameTooLong),
  status: ZSetStatus.default('active'),
  items: z
    .array(ZProductSetItemInput, { error: M.itemsRequired })
    .min(1, M.itemsRequired)
    .max(L.maxItems, M.tooManyItems)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, i) => {
        if (seen.has(item.code)) ctx.addIssue({ code: 'custom', message: M.codeTaken, path: [i, 'code'] });
        seen.add(item.code);
      });
    }),
});
export type TProductSetInput = z.input<typeof ZProductSetInput>;
export type TProductSetValues = z.output<typeof ZProductSetInput>;

export const ZUpdateProductSetInput = z.object({ id, set: ZProductSetInput });
export type TUpdateProductSetInput = z.input<typeof ZUpdateProductSetInput>;

export const ZProductSetItem = z.object({
  id: z.string(),
  productId: z.string(),
  optionId: z.string().nullable(),
  productName: z.string(),
  sku: z.string(),
  /** The product's options, to choose another in the form (empty without variants). */
  options: z.array(z.object({ id: z.string(), name: z.string() })),
  code: z.string(),
  priceSen: count,
  qty: count,
  sold: count,
  status: ZSetStatus,
});
export type TProductSetItem = z.infer<typeof ZProductSetItem>;

export const ZProductSet = z.object({
  id: z.string(),
  name: z.string(),
  status: ZSetStatus,
  items: z.array(ZProductSetItem),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TProductSet = z.infer<typeof ZProductSet>;

export const ZProductSetRow = ZProductSet.omit({ items: true }).extend({ itemCount: count });
export type TProductSetRow = z.infer<typeof ZProductSetRow>;
export const ZProductSetPage = zPage(ZProductSetRow);
export type TProductSetPage = z.infer<typeof ZProductSetPage>;

export const ZLiveListInput = ZPageInput.extend({ search: z.string().trim().max(100).optional() });
export type TLiveListInput = z.input<typeof ZLiveListInput>;

export const ZSessionInput = z.object({
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(L.titleMaxChars, M.titleTooLong),
  pageId: z.string({ error: M.pageRequired }).trim().min(1, M.pageRequired).max(64),
  /** The live video's post id on that page. */
  videoId: z.string({ error: M.videoRequired }).trim().min(1, M.videoRequired).max(128),
  productSetId: z.string({ error: M.setRequired }).min(1, M.setRequired).max(64),
});
export type TSessionInput = z.input<typeof ZSessionInput>;

export const ZLiveSession = z.object({
  id: z.string(),
  title: z.string(),
  pageId: z.string(),
  videoId: z.string(),
  productSetId: z.string(),
  setName: z.string(),
  status: ZSessionStatus,
  startedAt: z.date().nullable(),
  endedAt: z.date().nullable(),
  createdAt: z.date(),
  commentCount: count,
  /** Open cart lines and their total. */
  lineCount: count,
  totalSen: count,
});
export type TLiveSession = z.infer<typeof ZLiveSession>;
export const ZLiveSessionPage = zPage(ZLiveSession);
export type TLiveSessionPage = z.infer<typeof ZLiveSessionPage>;

export const ZLiveCartLine = z.object({
  id: z.string(),
  sessionId: z.string(),
  fbMemberId: z.string(),
  memberName: z.string(),
  itemId: z.string(),
  code: z.string(),
  name: z.string(),
  qty: count,
  unitPriceSen: count,
  lineTotalSen: count,
  commentId: z.string(),
  status: z.enum(LIVE_LINE_STATUSES),
  createdAt: z.date(),
});
export type TLiveCartLine = z.infer<typeof ZLiveCartLine>;

export const ZLiveComment = z.object({
  id: z.string(),
  commentId: z.string(),
  fbMemberId: z.string(),
  memberName: z.string(),
  text: z.string(),
  result: z.enum(LIVE_COMMENT_RESULTS),
  at: z.date(),
});
export type TLiveComment = z.infer<typeof ZLiveComment>;

/** A session's page: the session, its newest comments and its cart lines. */
export const ZLiveSessionDetail = ZLiveSession.extend({ comments: z.array(ZLiveComment), lines: z.array(ZLiveCartLine) });
export type TLiveSessionDetail = z.infer<typeof ZLiveSessionDetail>;

export const ZFbMember = z.object({
  id: z.string(),
  name: z.string(),
  psid: z.string(),
  pageId: z.string(),
  comments: count,
  firstSeenAt: z.date(),
  lastCommentAt: z.date(),
  openLines: count,
  openTotalSen: count,
});
export type TFbMember = z.infer<typeof ZFbMember>;
export const ZFbMemberPage = zPage(ZFbMember);
export type TFbMemberPage = z.infer<typeof ZFbMemberPage>;

/** A member's page: its open cart lines across sessions. */
export const ZFbMemberDetail = ZFbMember.extend({ lines: z.array(ZLiveCartLine) });
export type TFbMemberDetail = z.infer<typeof ZFbMemberDetail>;

/** A comment on a page's post, as the Facebook webhook carries it. */
export const ZLiveCommentEvent = z.object({
  pageId: z.string().min(1),
  commentId: z.string().min(1),
  postId: z.string().min(1),
  fromId: z.string().min(1),
  fromName: z.string().default(''),
  text: z.string().default(''),
  at: z.date(),
});
export type TLiveCommentEvent = z.input<typeof ZLiveCommentEvent>;
