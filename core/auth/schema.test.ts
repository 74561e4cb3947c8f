import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AUTH_MESSAGES, ZChangePasswordInput, ZForgotPasswordInput, ZOtp, ZResetPasswordInput, ZSignInInput } from './schema.ts';
import { english } from '../shared/english.ts';

/** Field path -> its first message, in English. */
function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= english(issue.message);
  return fields;
}

describe('ZOtp', () => {
  it('is required', () => {
    for (const otp of [undefined, '', '   ']) expect(fieldErrors(ZOtp.safeParse(otp))).toEqual({ '': 'OTP is required.' });
  });

  it('takes digits only', () => {
    for (const otp of ['abc', '12345a', '12 456', '-12345', '１２３４５６']) {
      expect(fieldErrors(ZOtp.safeParse(otp)), otp).toEqual({ '': 'OTP must contain digits only.' });
    }
  });

  it('is exactly 6 digits', () => {
    for (const otp of ['1', '12345', '1234567']) expect(fieldErrors(ZOtp.safeParse(otp)), otp).toEqual({ '': 'OTP must be exactly 6 digits.' });
    expect(ZOtp.parse('012345')).toBe('012345');
    expect(ZOtp.parse(' 123456 ')).toBe('123456');
  });
});

describe('sign-in and forgot password', () => {
  it('require a username and a password', () => {
    expect(fieldErrors(ZSignInInput.safeParse({ username: '  ', password: '' }))).toEqual({
      username: 'Username is required.',
      password: 'Password is required.',
    });
    expect(fieldErrors(ZForgotPasswordInput.safeParse({}))).toEqual({ username: 'Username is required.' });
    expect(ZSignInInput.parse({ username: ' alice ', password: ' x ' })).toMatchObject({ username: 'alice', password: ' x ' });
  });
});

describe('ZResetPasswordInput', () => {
  const token = 'm.r.s';

  it('applies the new-password rules', () => {
    expect(fieldErrors(ZResetPasswordInput.safeParse({ token, password: '', confirmPassword: '' }))).toMatchObject({ password: 'Password is required.' });
    expect(fieldErrors(ZResetPasswordInput.safeParse({ token, password: 'Ab#1', confirmPassword: 'Ab#1' }))).toEqual({
      password: 'Password must be at least 8 characters.',
    });
  });

  it('needs the confirmation, matching the new password', () => {
    expect(fieldErrors(ZResetPasswordInput.safeParse({ token, password: 'Secret#123' }))).toEqual({ confirmPassword: 'Please confirm the password.' });
    expect(fieldErrors(ZResetPasswordInput.safeParse({ token, password: 'Secret#123', confirmPassword: 'Secret#321' }))).toEqual({
      confirmPassword: 'Password does not match the new password.',
    });
    expect(ZResetPasswordInput.safeParse({ token, password: 'Secret#123', confirmPassword: 'Secret#123' }).success).toBe(true);
  });
});

describe('ZChangePasswordInput', () => {
  const valid = { currentPassword: 'Old#12345', newPassword: 'Secret#123', confirmPassword: 'Secret#123', otp: '123456' };

  it('accepts a complete change', () => {
    expect(ZChangePasswordInput.safeParse(valid).success).toBe(true);
  });

  it('needs the current password, a strong new one and the e-mailed code', () => {
    expect(fieldErrors(ZChangePasswordInput.safeParse({ ...valid, currentPassword: '' }))).toEqual({ currentPassword: english(AUTH_MESSAGES.currentPasswordRequired) });
    expect(fieldErrors(ZChangePasswordInput.safeParse({ ...valid, newPassword: 'Secret 123', confirmPassword: 'Secret 123' }))).toEqual({
      newPassword: 'Password must not contain spaces.',
    });
    expect(fieldErrors(ZChangePasswordInput.safeParse({ ...valid, otp: '12a456' }))).toEqual({ otp: 'OTP must contain digits only.' });
  });

  it("says 'Passwords do not match.' for a different confirmation", () => {
    expect(fieldErrors(ZChangePasswordInput.safeParse({ ...valid, confirmPassword: 'secret#123' }))).toEqual({ confirmPassword: 'Passwords do not match.' });
  });
});
