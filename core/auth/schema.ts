import { z } from 'zod';
import { MODULE_KEYS, LEVELS } from '../permissions/modules.ts';
import { PASSWORD_MESSAGES, ZNewPassword, confirmMatches } from './password-rules.ts';

export const AUTH_MESSAGES = {
  usernameRequired: 'Username is required.',
  passwordRequired: 'Password is required.',
  invalidCredentials: 'Invalid username or password.',
  accountInactive: 'This account is inactive. Please contact your administrator.',
  accountNotStarted: 'This account is not active yet.',
  accountExpired: 'This account has expired.',
  accountNotValid: 'Sorry, this account is not valid.',
  otpRequired: 'OTP is required.',
  otpDigits: 'OTP must contain digits only.',
  otpLength: 'OTP must be exactly 6 digits.',
  otpInvalid: 'Invalid OTP. Please try again.',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  currentPasswordRequired: 'Current password is required.',
  authenticationError: 'Authentication error occurred.',
  removeFailed: 'Remove Failed.',
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

export const ZSignInInput = z.object({
  username: required(AUTH_MESSAGES.usernameRequired).pipe(z.string().max(100)),
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(200),
  timeZone: ZClientTimeZone,
});
export type TSignInInput = z.infer<typeof ZSignInInput>;

export const ZVerifyOtpInput = z.object({ challenge: z.string().min(1).max(400), otp: ZOtp });
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
  z.object({ kind: z.literal('session'), token: z.string(), user: ZSessionUser }),
  z.object({ kind: z.literal('otp'), challenge: z.string() }),
]);
export type TSignInResult = z.infer<typeof ZSignInResult>;

export const ZForgotPasswordInput = z.object({ username: required(AUTH_MESSAGES.usernameRequired).pipe(z.string().max(100)) });
export type TForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>;

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
