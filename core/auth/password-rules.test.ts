import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PASSWORD_MESSAGES, ZNewPassword, confirmMatches, passwordProblem } from './password-rules.ts';
import { english } from '../shared/english.ts';

const firstMessage = (result: z.ZodSafeParseResult<unknown>) => (result.success ? null : result.error.issues[0]!.message);

describe('passwordProblem', () => {
  it('uses the exact spec wording for each rule', () => {
    expect(english(PASSWORD_MESSAGES.required)).toBe('Password is required.');
    expect(english(PASSWORD_MESSAGES.minLength)).toBe('Password must be at least 8 characters.');
    expect(english(PASSWORD_MESSAGES.resetMismatch)).toBe('Password does not match the new password.');
    expect(english(PASSWORD_MESSAGES.mismatch)).toBe('Passwords do not match.');
  });

  it('requires a password', () => {
    expect(passwordProblem('')).toBe(PASSWORD_MESSAGES.required);
  });

  it('needs at least 8 characters', () => {
    expect(passwordProblem('Ab1#xyz')).toBe(PASSWORD_MESSAGES.minLength);
    expect(passwordProblem('Ab1#xyzw')).toBeNull();
  });

  it('refuses any whitespace', () => {
    expect(passwordProblem('Secret #123')).toBe(PASSWORD_MESSAGES.noSpaces);
    expect(passwordProblem('Secret#123 ')).toBe(PASSWORD_MESSAGES.noSpaces);
    expect(passwordProblem('Secret\t#123')).toBe(PASSWORD_MESSAGES.noSpaces);
    expect(passwordProblem('Secret\u00a0#123')).toBe(PASSWORD_MESSAGES.noSpaces);
  });

  it('needs a number, a lower-case letter, an upper-case letter and a special character', () => {
    expect(passwordProblem('Secret#abc')).toBe(PASSWORD_MESSAGES.complexity); // no number
    expect(passwordProblem('SECRET#123')).toBe(PASSWORD_MESSAGES.complexity); // no lower case
    expect(passwordProblem('secret#123')).toBe(PASSWORD_MESSAGES.complexity); // no upper case
    expect(passwordProblem('Secret1234')).toBe(PASSWORD_MESSAGES.complexity); // no special character
    expect(passwordProblem('Secret#123')).toBeNull();
    expect(passwordProblem('a1B!a1B!')).toBeNull();
  });

  it('reports only the first rule broken: required, length, spaces, then complexity', () => {
    expect(passwordProblem('a b')).toBe(PASSWORD_MESSAGES.minLength);
    expect(passwordProblem('abc defgh')).toBe(PASSWORD_MESSAGES.noSpaces);
    expect(passwordProblem('abcdefgh')).toBe(PASSWORD_MESSAGES.complexity);
  });

  it('accepts exactly the strings of length >= 8 with the four character classes and no whitespace', () => {
    const unit = fc.constantFrom(...'aZ9#bY8!c X\t_é'.split(''));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit, maxLength: 14 }), fc.string({ maxLength: 14 })), (password) => {
        const ok =
          password.length >= 8 &&
          /\d/.test(password) &&
          /[a-z]/.test(password) &&
          /[A-Z]/.test(password) &&
          /[^A-Za-z0-9\s]/.test(password) &&
          !/\s/.test(password);
        expect(passwordProblem(password) === null).toBe(ok);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts any password built from the four classes with no whitespace and length >= 8', () => {
    const filler = fc.string({ unit: fc.constantFrom(...'abcXYZ0123!@#$%^&*()-_=+[]{};:,.<>?/'.split('')), minLength: 4, maxLength: 40 });
    fc.assert(
      fc.property(filler, fc.constantFrom('a', 'q'), fc.constantFrom('B', 'Z'), fc.constantFrom('0', '7'), fc.constantFrom('#', '~', '"'), (rest, lower, upper, digit, special) => {
        expect(passwordProblem(`${rest}${lower}${upper}${digit}${special}`)).toBeNull();
      }),
    );
  });
});

describe('ZNewPassword', () => {
  it('gives one message, the first rule broken', () => {
    expect(firstMessage(ZNewPassword.safeParse(undefined))).toBe(PASSWORD_MESSAGES.required);
    expect(firstMessage(ZNewPassword.safeParse(''))).toBe(PASSWORD_MESSAGES.required);
    expect(firstMessage(ZNewPassword.safeParse('short'))).toBe(PASSWORD_MESSAGES.minLength);
    const issues = ZNewPassword.safeParse('abcdefgh').error!.issues;
    expect(issues.map((i) => i.message)).toEqual([PASSWORD_MESSAGES.complexity]);
    expect(ZNewPassword.parse('Secret#123')).toBe('Secret#123');
  });

  it('keeps passwords case sensitive and untrimmed', () => {
    expect(ZNewPassword.parse('sECRET#123')).toBe('sECRET#123');
    expect(firstMessage(ZNewPassword.safeParse(' Secret#123'))).toBe(PASSWORD_MESSAGES.noSpaces);
  });
});

describe('confirmMatches', () => {
  const schema = z
    .object({ password: z.string(), confirm: z.string().optional() })
    .superRefine(confirmMatches('password', 'confirm', PASSWORD_MESSAGES.mismatch));

  it('requires the confirmation and puts the message on the confirmation field', () => {
    for (const confirm of [undefined, '']) {
      const issue = schema.safeParse({ password: 'Secret#123', confirm }).error!.issues[0]!;
      expect(issue.path).toEqual(['confirm']);
      expect(issue.message).toBe(PASSWORD_MESSAGES.confirmRequired);
    }
  });

  it('refuses a confirmation that differs, even only in case', () => {
    const issue = schema.safeParse({ password: 'Secret#123', confirm: 'secret#123' }).error!.issues[0]!;
    expect({ path: issue.path, message: english(issue.message) }).toEqual({ path: ['confirm'], message: 'Passwords do not match.' });
    expect(schema.safeParse({ password: 'Secret#123', confirm: 'Secret#123' }).success).toBe(true);
  });
});
