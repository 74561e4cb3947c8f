import { z } from 'zod';
import { zPage, ZPageInput } from '../shared/pagination.ts';
import { ZLocalDate } from '../shared/time.ts';
import {
  CAMPAIGN_DETAIL_MAX,
  CAMPAIGN_NAME_MAX,
  GAME_TYPES,
  MAX_PERIODS,
  MAX_PRIZES,
  MAX_SHAKES,
  PRIZE_NAME_MAX,
  PRIZE_NAME_MIN,
  SHAKE_MESSAGES as M,
  SHAKE_VISIBILITIES,
  WIN_STATUSES,
} from './constants.ts';
import { periodProblems } from './rules.ts';
import { SHAKE_STATUSES } from './status.ts';

const required = z.string({ error: M.fillRequired }).trim().min(1, M.fillRequired);
const ZTime = z.string({ error: M.fillRequired }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.fillRequired);
const count = (message: string) => z.number({ error: message }).int(message).min(1, message).max(MAX_SHAKES, message);

export const ZShakePeriodInput = z.object({ startTime: ZTime, endTime: ZTime, totalShake: count(M.totalShakeRequired) });
export type TShakePeriodInput = z.infer<typeof ZShakePeriodInput>;

export const ZShakePrizeInput = z.object({
  id: z.string().optional(),
  pictureId: z.string({ error: M.prizeImageRequired }).min(1, M.prizeImageRequired),
  name: z.string({ error: M.prizeNameRequired }).trim().min(1, M.prizeNameRequired).min(PRIZE_NAME_MIN, M.prizeNameTooShort).max(PRIZE_NAME_MAX),
  quantity: count(M.prizeQuantityRequired),
  sequence: z.number().int().min(0).max(10_000).default(0),
  visible: z.boolean().default(true),
});
export type TShakePrizeInput = z.input<typeof ZShakePrizeInput>;

/** The campaign form with every rule of platform.md section 5, worded as the spec words it. */
export const ZShakeCampaignInput = z
  .object({
    name: required.max(CAMPAIGN_NAME_MAX),
    detail: z.string().trim().max(CAMPAIGN_DETAIL_MAX).default(''),
    gameType: z.enum(GAME_TYPES, { error: M.fillRequired }),
    delivery: z.boolean().default(true),
    selfCollect: z.boolean().default(false),
    bannerId: z.string().min(1).nullable().default(null),
    logoId: z.string().min(1).nullable().default(null),
    startsOn: ZLocalDate,
    endsOn: ZLocalDate,
    wholeDay: z.boolean().default(true),
    totalShake: z.number().int().min(0).max(MAX_SHAKES).default(0),
    periods: z.array(ZShakePeriodInput).max(MAX_PERIODS).default([]),
    totalPerDay: count(M.fillRequired),
    prizes: z.array(ZShakePrizeInput, { error: M.prizesEmpty }).min(1, M.prizesEmpty).max(MAX_PRIZES),
    firstCheckpoint: z.number({ error: M.checkpointInvalid }).int(M.checkpointInvalid).min(0, M.checkpointInvalid).max(100, M.checkpointInvalid),
    visibility: z.enum(SHAKE_VISIBILITIES).default('public'),
    prizesVisible: z.boolean().default(true),
    sort: z.number().int().min(0).max(1_000_000).default(0),
  })
  .superRefine((c, ctx) => {
    if (c.endsOn < c.startsOn) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: M.endBeforeStart });
    if (!c.delivery && !c.selfCollect) ctx.addIssue({ code: 'custom', path: ['delivery'], message: M.deliveryRequired });
    if (c.wholeDay && c.totalShake < 1) ctx.addIssue({ code: 'custom', path: ['totalShake'], message: M.totalShakeRequired });
    if (!c.wholeDay && c.periods.length === 0) ctx.addIssue({ code: 'custom', path: ['periods'], message: M.periodRequired });
    if (!c.wholeDay) for (const p of periodProblems(c.periods)) ctx.addIssue({ code: 'custom', path: ['periods', p.index, 'startTime'], message: p.message });
  });
export type TShakeCampaignInput = z.input<typeof ZShakeCampaignInput>;
export type TShakeCampaignData = z.output<typeof ZShakeCampaignInput>;

export const ZShakeIdInput = z.object({ id: z.string().min(1) });
export const ZUpdateShakeCampaignInput = z.object({ id: z.string().min(1), campaign: ZShakeCampaignInput });

export const ZShakeStatus = z.enum(SHAKE_STATUSES);

export const ZShakeCampaignListInput = ZPageInput.extend({ search: z.string().trim().max(100).default(''), status: ZShakeStatus.optional() });
export type TShakeCampaignListInput = z.input<typeof ZShakeCampaignListInput>;

export const ZShakeCampaignRow = z.object({
  id: z.string(),
  name: z.string(),
  gameType: z.enum(GAME_TYPES),
  startsOn: z.string(),
  endsOn: z.string(),
  status: ZShakeStatus,
  startsInDays: z.number().int(),
  visibility: z.enum(SHAKE_VISIBILITIES),
  prizesVisible: z.boolean(),
  sort: z.number().int(),
  records: z.number().int(),
  winners: z.number().int(),
  prizes: z.number().int(),
});
export const ZShakeCampaignPage = zPage(ZShakeCampaignRow);
export type TShakeCampaignRow = z.infer<typeof ZShakeCampaignRow>;

const ZPeriodOut = z.object({ id: z.string(), startTime: z.string(), endTime: z.string(), totalShake: z.number().int() });
const ZPrizeOut = z.object({
  id: z.string(),
  pictureId: z.string(),
  picture: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  awarded: z.number().int(),
  sequence: z.number().int(),
  visible: z.boolean(),
});

export const ZShakeCampaign = z.object({
  id: z.string(),
  name: z.string(),
  detail: z.string(),
  gameType: z.enum(GAME_TYPES),
  delivery: z.boolean(),
  selfCollect: z.boolean(),
  bannerId: z.string().nullable(),
  logoId: z.string().nullable(),
  banner: z.string().nullable(),
  logo: z.string().nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
  wholeDay: z.boolean(),
  totalShake: z.number().int(),
  totalPerDay: z.number().int(),
  firstCheckpoint: z.number().int(),
  visibility: z.enum(SHAKE_VISIBILITIES),
  prizesVisible: z.boolean(),
  sort: z.number().int(),
  status: ZShakeStatus,
  startsInDays: z.number().int(),
  editable: z.boolean(),
  canStart: z.boolean(),
  canStop: z.boolean(),
  periods: z.array(ZPeriodOut),
  prizes: z.array(ZPrizeOut),
});
export type TShakeCampaign = z.infer<typeof ZShakeCampaign>;

export const ZShakeVisibilityInput = z.object({ id: z.string().min(1), visibility: z.enum(SHAKE_VISIBILITIES).optional(), prizesVisible: z.boolean().optional() });

// ---- winners

export const ZWinnerListInput = ZPageInput.extend({ campaignId: z.string().min(1), winStatus: z.enum(WIN_STATUSES).optional() });
export const ZWinnerRow = z.object({
  id: z.string(),
  createdAt: z.date(),
  day: z.string(),
  prizeName: z.string(),
  winStatus: z.enum(WIN_STATUSES),
  fulfilledAt: z.date().nullable(),
  user: z.object({ id: z.string(), name: z.string(), phone: z.string(), email: z.string() }),
});
export type TWinnerRow = z.infer<typeof ZWinnerRow>;
export const ZWinnerPage = zPage(ZWinnerRow);
export const ZMarkWinnerInput = z.object({ id: z.string().min(1) });

// ---- shake users

export const ZShakeUserListInput = ZPageInput.extend({ tab: z.enum(['verified', 'banned']).default('verified'), search: z.string().trim().max(100).default('') });
export type TShakeUserListInput = z.input<typeof ZShakeUserListInput>;
export const ZShakeUserRow = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  verifiedAt: z.date().nullable(),
  bannedAt: z.date().nullable(),
  createdAt: z.date(),
});
export const ZShakeUserPage = zPage(ZShakeUserRow);
export const ZShakeUserDetail = ZShakeUserRow.extend({
  shakes: z.number().int(),
  wins: z.number().int(),
  records: z.array(
    z.object({ id: z.string(), createdAt: z.date(), campaignName: z.string(), won: z.boolean(), prizeName: z.string(), winStatus: z.string() }),
  ),
});
export type TShakeUserDetail = z.infer<typeof ZShakeUserDetail>;
export const ZPhoneInput = z.object({ phone: z.string().trim().min(1).max(20) });

// ---- the app (site key)

export const ZAppCodeRequest = z.object({ phone: z.string().trim().min(1).max(20) });
export const ZAppCodeSent = z.object({ credits: z.number().int() });
export const ZAppVerifyInput = z.object({
  phone: z.string().trim().min(1).max(20),
  code: z.string().trim().regex(/^\d{6}$/, M.codeInvalid),
  name: z.string().trim().max(100).default(''),
  email: z.string().trim().max(200).default(''),
});
export const ZAppVerified = z.object({ userId: z.string(), token: z.string() });
export const ZAppShakeInput = z.object({ userId: z.string().min(1), token: z.string().min(1), campaignId: z.string().min(1) });
export const ZAppShakeResult = z.object({
  recordId: z.string(),
  won: z.boolean(),
  prize: z.object({ id: z.string(), name: z.string(), picture: z.string() }).nullable(),
  winStatus: z.string(),
});
export type TAppShakeResult = z.infer<typeof ZAppShakeResult>;
export const ZAppCampaigns = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    detail: z.string(),
    gameType: z.enum(GAME_TYPES),
    startsOn: z.string(),
    endsOn: z.string(),
    banner: z.string().nullable(),
    logo: z.string().nullable(),
    prizes: z.array(z.object({ id: z.string(), name: z.string(), picture: z.string() })),
  }),
);

// ---- SMS credit

export const ZSmsCreditInput = z.object({
  from: ZLocalDate.optional(),
  to: ZLocalDate.optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.union([z.literal(20), z.literal(40), z.literal(60), z.literal(80)]).default(20),
});
export const ZAppVersionNotice = z.object({ appVersion: z.string(), required: z.string(), outdated: z.boolean() });
