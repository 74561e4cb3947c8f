import { z } from 'zod';
import { msg } from '../shared/messages.ts';
import { dashboardPath, DEFAULT_LINK_PATH } from './access-link-path.ts';
import { ZSessionUser } from './schema.ts';

const MINUTE = 60_000;
/** An operator's link works this long unless the operator says otherwise. */
export const DEFAULT_LINK_TTL_MS = 5 * MINUTE;
/** No link, an operator's or a trusted system's, works longer than this. */
export const MAX_LINK_TTL_MS = 60 * MINUTE;
/** A scan-and-secure QR code works this long. */
export const SCAN_LINK_TTL_MS = 2 * MINUTE;

/** Who made a link (AccessLink.source). */
export const LINK_SOURCES = ['operator', 'system', 'scan'] as const;
export type TLinkSource = (typeof LINK_SOURCES)[number];

export const ACCESS_LINK_MESSAGES = {
  invalid: msg('accessLinks.invalid'),
  used: msg('accessLinks.used'),
  expired: msg('accessLinks.expired'),
  systemOff: msg('accessLinks.systemOff'),
  badPath: msg('accessLinks.badPath'),
  badTtl: msg('accessLinks.badTtl', { max: MAX_LINK_TTL_MS / MINUTE }),
  userNotFound: msg('accessLinks.userNotFound'),
} as const;

/** The stable codes a refused link gives; the dashboard shows a refusal page for each. */
export const ACCESS_LINK_CODES = {
  invalid: 'ACCESS_LINK.INVALID',
  used: 'ACCESS_LINK.USED',
  expired: 'ACCESS_LINK.EXPIRED',
  systemOff: 'ACCESS_LINK.SYSTEM_OFF',
  badPath: 'ACCESS_LINK.BAD_PATH',
} as const;

/** A link's destination: a page of the dashboard (access-link-path.ts), /dashboard when none is named. */
export const ZLinkPath = z
  .string()
  .trim()
  .refine((path) => dashboardPath(path) !== null, ACCESS_LINK_MESSAGES.badPath);

/** An operator's link: for whom (login ID, optionally checked against a merchant), where to, for how long. */
export const ZIssueLinkInput = z.object({
  login: z.string().trim().min(1).max(100),
  merchantId: z.string().trim().min(1).max(64).optional(),
  toPath: ZLinkPath.default(DEFAULT_LINK_PATH),
  ttlMs: z.number().int().min(MINUTE, ACCESS_LINK_MESSAGES.badTtl).max(MAX_LINK_TTL_MS, ACCESS_LINK_MESSAGES.badTtl).default(DEFAULT_LINK_TTL_MS),
});
export type TIssueLinkInput = z.input<typeof ZIssueLinkInput>;

export const ZIssuedLink = z.object({ token: z.string(), url: z.string(), username: z.string(), merchantId: z.string(), toPath: z.string(), expiresAt: z.date() });
export type TIssuedLink = z.infer<typeof ZIssuedLink>;

/** A link being opened: confirm says yes to "sign in as ... on this device" (scan links ask it first). */
export const ZRedeemLinkInput = z.object({
  token: z.string().min(1).max(2000),
  confirm: z.boolean().optional(),
  timeZone: z.string().max(64).regex(/^[A-Za-z0-9_+\-/]*$/).optional(),
  deviceToken: z.string().max(400).optional(),
});
export type TRedeemLinkInput = z.infer<typeof ZRedeemLinkInput>;

export const ZRedeemLinkResult = z.discriminatedUnion('kind', [
  /** Signed in: the session as sign-in gives it, and the page to go to. */
  z.object({ kind: z.literal('session'), token: z.string(), user: ZSessionUser, deviceToken: z.string(), toPath: z.string() }),
  /** A scan link, not used yet: whom it signs in, for the page to ask first. */
  z.object({ kind: z.literal('confirm'), username: z.string(), name: z.string(), merchantName: z.string() }),
]);
export type TRedeemLinkResult = z.infer<typeof ZRedeemLinkResult>;

export const ZScanLink = z.object({ id: z.string(), url: z.string(), qrDataUrl: z.string(), expiresAt: z.date() });
export type TScanLink = z.infer<typeof ZScanLink>;

export const ZScanStatusInput = z.object({ id: z.string().min(1).max(64) });
export const ZScanStatus = z.object({
  state: z.enum(['waiting', 'used', 'expired']),
  expiresAt: z.date(),
  usedAt: z.date().nullable(),
  usedIp: z.string(),
});
export type TScanStatus = z.infer<typeof ZScanStatus>;
