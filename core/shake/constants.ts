import { msg } from '../shared/messages.ts';
import { GENERIC_MESSAGES } from '../shared/errors.ts';

export const GAME_TYPES = ['fcfs', 'random'] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const SHAKE_VISIBILITIES = ['public', 'hidden'] as const;

/** A prize's name needs at least this many characters (platform.md section 5 gives no number). */
export const PRIZE_NAME_MIN = 2;
export const PRIZE_NAME_MAX = 100;
export const CAMPAIGN_NAME_MAX = 100;
export const CAMPAIGN_DETAIL_MAX = 5000;
/** Prizes and periods one campaign holds: far beyond a real campaign, small enough for one form. */
export const MAX_PRIZES = 50;
export const MAX_PERIODS = 24;
/** The most shakes a day or period takes, and a prize's most units. */
export const MAX_SHAKES = 1_000_000;

export const WIN_STATUSES = ['pending_delivery', 'pending_self_collect', 'delivered', 'collected'] as const;
export type WinStatus = (typeof WIN_STATUSES)[number];

/** The SMS/app-management floor (platform.md section 9). */
export const MIN_APP_VERSION = '8.4.2';

/** One-time codes: how long they live, how many tries they take, how often a phone may ask. */
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_MS = 60_000;
/** How long a verified app user's shake token lasts. */
export const SHAKE_TOKEN_TTL_MS = 30 * 24 * 3_600_000;

export const SHAKE_MESSAGES = {
  fillRequired: GENERIC_MESSAGES.fillRequired,
  prizeImageRequired: msg('shake.prizeImageRequired'),
  prizeNameRequired: msg('shake.prizeNameRequired'),
  prizeNameTooShort: msg('shake.prizeNameTooShort', { min: PRIZE_NAME_MIN }),
  prizeQuantityRequired: msg('shake.prizeQuantityRequired'),
  prizesEmpty: msg('shake.prizesEmpty'),
  totalShakeRequired: msg('shake.totalShakeRequired'),
  periodRequired: msg('shake.periodRequired'),
  startAfterEnd: msg('shake.startAfterEnd'),
  periodsOverlap: msg('shake.periodsOverlap'),
  checkpointInvalid: msg('shake.checkpointInvalid'),
  endBeforeStart: msg('shake.endBeforeStart'),
  deliveryRequired: msg('shake.deliveryRequired'),
  notEditable: msg('shake.notEditable'),
  invalidTransition: msg('shake.invalidTransition'),
  notRunning: msg('shake.notRunning'),
  noPeriodNow: msg('shake.noPeriodNow'),
  periodFull: msg('shake.periodFull'),
  dailyLimit: msg('shake.dailyLimit'),
  banned: msg('shake.banned'),
  notVerified: msg('shake.notVerified'),
  codeInvalid: msg('shake.codeInvalid'),
  codeWait: msg('shake.codeWait'),
  phoneInvalid: msg('shake.phoneInvalid'),
  phoneRefused: msg('shake.phoneRefused'),
  smsFailed: msg('shake.smsFailed'),
  notWinner: msg('shake.notWinner'),
  fulfilTransition: msg('shake.fulfilTransition'),
} as const;
