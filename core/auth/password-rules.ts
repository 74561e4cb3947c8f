import { z } from 'zod';
import { msg } from '../shared/messages.ts';

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MESSAGES = {
  required: msg('password.required'),
  minLength: msg('password.minLength'),
  complexity: msg('password.complexity'),
  noSpaces: msg('password.noSpaces'),
  confirmRequired: msg('password.confirmRequired'),
  /** On the reset-password screen. */
  resetMismatch: msg('password.resetMismatch'),
  /** On change password and the user form. */
  mismatch: msg('password.mismatch'),
} as const;

/** The first rule a new password breaks, or null. Passwords are case sensitive. */
export function passwordProblem(password: string): string | null {
  if (password.length === 0) return PASSWORD_MESSAGES.required;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.minLength;
  if (/\s/.test(password)) return PASSWORD_MESSAGES.noSpaces;
  if (!/\d/.test(password) || !/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/[^A-Za-z0-9\s]/.test(password)) {
    return PASSWORD_MESSAGES.complexity;
  }
  return null;
}

/** A new password: one message per failure, the first rule broken. */
export const ZNewPassword = z
  .string({ error: PASSWORD_MESSAGES.required })
  .max(200)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Adds the confirmation rule to an object holding `field` and `confirmField`. */
export function confirmMatches<T extends Record<string, unknown>>(field: keyof T & string, confirmField: keyof T & string, mismatch: string) {
  return (value: T, ctx: z.RefinementCtx) => {
    const confirm = value[confirmField];
    if (typeof confirm !== 'string' || confirm.length === 0) {
      ctx.addIssue({ code: 'custom', path: [confirmField], message: PASSWORD_MESSAGES.confirmRequired });
    } else if (confirm !== value[field]) {
      ctx.addIssue({ code: 'custom', path: [confirmField], message: mismatch });
    }
  };
}
