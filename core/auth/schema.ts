import { z } from 'zod';
import { MODULE_KEYS, LEVELS } from '../permissions/modules.ts';
import { PASSWORD_MESSAGES, ZNewPassword, confirmMatches } from './password-rules.ts';
import { msg } from '../shared/messages.ts';

/** How long an e-mailed reset link works. */
export const RESET_VALID_MINUTES = 60;

export const AUTH_MESSAGES = {
  usernameRequired: msg('auth.usernameRequired'),
  passwordRequired: msg('password.required'),
  invalidCredentials: msg('auth.invalidCredentials'),
  accountInactive: msg('auth.accountInactive'),
  accountNotStarted: msg('auth.accountNotStarted'),
  accountExpired: msg('auth.accountExpired'),
  accountNotValid: msg('auth.accountNotValid'),
  otpRequired: msg('auth.otpRequired'),
  otpDigits: msg('auth.otpDigits'),
  otpLength: msg('auth.otpLength'),
  otpInvalid: msg('auth.otpInvalid'),
  challengeExpired: msg('auth.challengeExpired'),
  sessionEnded: msg('auth.sessionEnded'),
  resetLinkInvalid: msg('auth.resetLinkInvalid'),
  /** The one answer to a forgot-password request, so it never tells whether an account exists. */
  resetLinkSent: msg('auth.resetLinkSent', { minutes: RESET_VALID_MINUTES }),
  currentPasswordRequired: msg('auth.currentPasswordRequired'),
  authenticationError: msg('auth.authenticationError'),
  removeFailed: msg('auth.removeFailed'),
} as const;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const ZOtp = z
  .string({ error: AUTH_MESSAGES.otpRequired })
  .trim()
  .min(1, AUTH_MESSAGES.otpRequired)
  .regex(/^\d*$/, AUTH_MESSAGES.otpDigits)
  .length(6, AUTH_MESSAGES.otpLength);

/** The browser's IANA time zone, from which the session's region is shown. */
const ZClientTimeZone = z.string().max(64).regex(/^[A-Za-z0-9_+\-/]*$/).optional();

/** The token a device got at its last successful sign-in: it marks the device as known. */
const ZDeviceToken = z.string().max(400).optional();

export const ZSignInInput = z.object({
  username: required(AUTH_MESSAGES.usernameRequired).pipe(z.string().max(100)),
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(200),
  timeZone: ZClientTimeZone,
  deviceToken: ZDeviceToken,
  /** The two-factor code in the same step; with it the owner gets past a delay on the login ID. */
  otp: ZOtp.optional(),
});
export type TSignInInput = z.infer<typeof ZSignInInput>;

export const ZVerifyOtpInput = z.object({ challenge: z.string().min(1).max(400), otp: ZOtp, deviceToken: ZDeviceToken });
export type TVerifyOtpInput = z.infer<typeof ZVerifyOtpInput>;

export const ZPermissionMap = z.partialRecord(z.enum(MODULE_KEYS), z.enum(LEVELS));

/** What the dashboard and CLI know about the signed-in user. */
export const ZSessionUser = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  isMasterAdmin: z.boolean(),
  merchantId: z.string(),
  merchantName: z.string(),
  timeZone: z.string(),
  permissions: ZPermissionMap,
  inactiveModules: z.array(z.string()),
  twoFactorEnabled: z.boolean(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZSignInResult = z.discriminatedUnion('kind', [
  /** deviceToken: the device's own token, to send with every later sign-in from it. */
  z.object({ kind: z.literal('session'), token: z.string(), user: ZSessionUser, deviceToken: z.string() }),
  z.object({ kind: z.literal('otp'), challenge: z.string() }),
]);
export type TSignInResult = z.infer<typeof ZSignInResult>;

export const ZForgotPasswordInput = z.object({ username: required(AUTH_MESSAGES.usernameRequired).pipe(z.string().max(100)) });
export type TForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>;
export const ZForgotPasswordResult = z.object({ message: z.string() });
export type TForgotPasswordResult = z.infer<typeof ZForgotPasswordResult>;
/** Where an e-mailed code went, masked ('a***@example.com'), for the signed-in user. */
export const ZCodeSentResult = z.object({ sentTo: z.string() });

export const ZResetTokenInput = z.object({ token: z.string().min(1).max(400) });

export const ZResetPasswordInput = z
  .object({ token: z.string().min(1).max(400), password: ZNewPassword, confirmPassword: z.string().max(200).optional() })
  .superRefine(confirmMatches('password', 'confirmPassword', PASSWORD_MESSAGES.resetMismatch));
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;

export const ZChangePasswordInput = z
  .object({
    currentPassword: z.string({ error: AUTH_MESSAGES.currentPasswordRequired }).min(1, AUTH_MESSAGES.currentPasswordRequired).max(200),
    newPassword: ZNewPassword,
    confirmPassword: z.string().max(200).optional(),
    otp: ZOtp,
  })
  .superRefine(confirmMatches('newPassword', 'confirmPassword', PASSWORD_MESSAGES.mismatch));
export type TChangePasswordInput = z.infer<typeof ZChangePasswordInput>;

export const ZSessionRow = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  username: z.string(),
  lastLoginAt: z.date(),
  lastSeenAt: z.date(),
  deviceName: z.string(),
  region: z.string(),
  ip: z.string(),
  current: z.boolean(),
});
export type TSessionRow = z.infer<typeof ZSessionRow>;

export const ZTwoFactorStatus = z.object({ enabled: z.boolean(), settingUp: z.boolean() });
export const ZTwoFactorSetup = z.object({ secret: z.string(), otpauthUri: z.string(), qrDataUrl: z.string() });
export type TTwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;
export const ZOtpInput = z.object({ otp: ZOtp });
export const ZPasswordConfirmInput = z.object({
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(200),
});
