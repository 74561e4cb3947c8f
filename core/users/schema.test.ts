import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PASSWORD_MESSAGES } from '../auth/password-rules.ts';
import { USER_MESSAGES, ZCreateUserInput, ZEmail, ZLoginId, ZSetUserStatusInput, ZUpdateUserInput, ZUserListInput } from './schema.ts';
import { english } from '../shared/english.ts';

/** Field path -> first message, as the dashboard shows them. */
function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= english(issue.message);
  return fields;
}

const valid = {
  name: 'Alice Tan',
  username: 'alice01',
  email: 'alice@shop.test',
  roleId: 'role1',
  status: 'active',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
};

describe('messages', () => {
  it('match the spec', () => {
    expect(english(USER_MESSAGES.loginIdTaken)).toBe('This login ID had been used.');
    expect(english(USER_MESSAGES.emailTaken)).toBe('This email had been used.');
    expect(english(USER_MESSAGES.roleRequired)).toBe('Please select a role');
    expect(english(USER_MESSAGES.statusRequired)).toBe('Please select a status');
    expect(english(USER_MESSAGES.accountFull)).toBe('Account Full');
  });
});

describe('ZLoginId', () => {
  it('is required', () => {
    expect(fieldErrors(ZLoginId.safeParse(''))).toEqual({ '': english(USER_MESSAGES.loginIdRequired) });
    expect(fieldErrors(ZLoginId.safeParse('   '))).toEqual({ '': english(USER_MESSAGES.loginIdRequired) });
    expect(fieldErrors(ZLoginId.safeParse(undefined))).toEqual({ '': english(USER_MESSAGES.loginIdRequired) });
  });

  it('has at least 3 characters', () => {
    expect(fieldErrors(ZLoginId.safeParse('ab'))).toEqual({ '': 'Login ID must be at least 3 characters.' });
    expect(ZLoginId.parse('ab1')).toBe('ab1');
  });

  it('takes letters and numbers only: no spaces or special characters', () => {
    for (const bad of ['ali ce', 'alice!', 'ali_ce', 'ali-ce', 'alice@shop', 'ñandu1', 'a.b']) {
      expect(fieldErrors(ZLoginId.safeParse(bad)), bad).toEqual({ '': english(USER_MESSAGES.loginIdCharacters) });
    }
    expect(ZLoginId.parse('Alice2024')).toBe('Alice2024');
  });

  it('ignores spaces around the login ID', () => {
    expect(ZLoginId.parse('  alice  ')).toBe('alice');
  });
});

describe('ZEmail', () => {
  it('is required and valid', () => {
    expect(fieldErrors(ZEmail.safeParse(''))).toEqual({ '': 'E-mail is required.' });
    for (const bad of ['alice', 'alice@', '@shop.test', 'alice@shop', 'al ice@shop.test']) {
      expect(fieldErrors(ZEmail.safeParse(bad)), bad).toEqual({ '': 'Please enter a valid e-mail address.' });
    }
    expect(ZEmail.parse(' Alice@Shop.test ')).toBe('Alice@Shop.test');
  });
});

describe('ZCreateUserInput', () => {
  it('accepts a complete user, with empty dates as none', () => {
    expect(ZCreateUserInput.parse({ ...valid, startsOn: '', expiresOn: undefined })).toMatchObject({ startsOn: null, expiresOn: null });
  });

  it('gives every field its message', () => {
    expect(fieldErrors(ZCreateUserInput.safeParse({}))).toEqual({
      name: 'Name is required.',
      username: 'Login ID is required.',
      email: 'E-mail is required.',
      roleId: 'Please select a role',
      status: 'Please select a status',
      password: 'Password is required.',
    });
  });

  it('needs a role and a status to be chosen', () => {
    expect(fieldErrors(ZCreateUserInput.safeParse({ ...valid, roleId: '' }))).toEqual({ roleId: 'Please select a role' });
    expect(fieldErrors(ZCreateUserInput.safeParse({ ...valid, status: 'suspended' }))).toEqual({ status: 'Please select a status' });
    expect(fieldErrors(ZCreateUserInput.safeParse({ ...valid, status: '' }))).toEqual({ status: 'Please select a status' });
  });

  it('applies the password rules', () => {
    expect(fieldErrors(ZCreateUserInput.safeParse({ ...valid, password: 'Short#1', confirmPassword: 'Short#1' }))).toEqual({
      password: english(PASSWORD_MESSAGES.minLength),
    });
    expect(fieldErrors(ZCreateUserInput.safeParse({ ...valid, password: 'secret123', confirmPassword: 'secret123' }))).toEqual({
      password: english(PASSWORD_MESSAGES.complexity),
    });
  });

  it('needs a matching confirmation', () => {
    expect(fieldErrors(ZCreateUserInput.safeParse({ ...valid, confirmPassword: 'Secret#124' }))).toEqual({ confirmPassword: 'Passwords do not match.' });
    expect(fieldErrors(ZCreateUserInput.safeParse({ ...valid, confirmPassword: '' }))).toEqual({ confirmPassword: english(PASSWORD_MESSAGES.confirmRequired) });
  });

  it('keeps the expired-on date on or after the starting-on date', () => {
    expect(fieldErrors(ZCreateUserInput.safeParse({ ...valid, startsOn: '2026-02-02', expiresOn: '2026-02-01' }))).toEqual({
      expiresOn: english(USER_MESSAGES.datesOrder),
    });
    expect(ZCreateUserInput.safeParse({ ...valid, startsOn: '2026-02-02', expiresOn: '2026-02-02' }).success).toBe(true);
    expect(ZCreateUserInput.safeParse({ ...valid, expiresOn: '2026-02-01' }).success).toBe(true);
    expect(fieldErrors(ZCreateUserInput.safeParse({ ...valid, startsOn: '02/01/2026' }))).toEqual({ startsOn: 'Use the date format YYYY-MM-DD.' });
  });
});

describe('ZUpdateUserInput', () => {
  const { password: _p, confirmPassword: _c, ...fields } = valid;

  it('leaves the password alone when none is typed', () => {
    expect(ZUpdateUserInput.safeParse({ id: 'u1', ...fields }).success).toBe(true);
    expect(ZUpdateUserInput.safeParse({ id: 'u1', ...fields, password: '', confirmPassword: '' }).success).toBe(true);
  });

  it('checks a new password and its confirmation', () => {
    expect(fieldErrors(ZUpdateUserInput.safeParse({ id: 'u1', ...fields, password: 'weakpass', confirmPassword: 'weakpass' }))).toEqual({
      password: english(PASSWORD_MESSAGES.complexity),
    });
    expect(fieldErrors(ZUpdateUserInput.safeParse({ id: 'u1', ...fields, password: 'Secret#123' }))).toEqual({ confirmPassword: english(PASSWORD_MESSAGES.confirmRequired) });
    expect(fieldErrors(ZUpdateUserInput.safeParse({ id: 'u1', ...fields, password: 'Secret#123', confirmPassword: 'Secret#12' }))).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
  });
});

describe('lists and status', () => {
  it('offers only the page sizes 20, 40, 60 and 80', () => {
    expect(ZUserListInput.parse({})).toMatchObject({ page: 1, pageSize: 20 });
    for (const pageSize of [20, 40, 60, 80]) expect(ZUserListInput.safeParse({ pageSize }).success).toBe(true);
    for (const pageSize of [10, 25, 100, 0]) {
      expect(fieldErrors(ZUserListInput.safeParse({ pageSize }))).toEqual({ pageSize: 'Page size must be 20, 40, 60 or 80.' });
    }
  });

  it('sets a user active or inactive only', () => {
    expect(fieldErrors(ZSetUserStatusInput.safeParse({ id: 'u1', status: 'banned' }))).toEqual({ status: 'Please select a status' });
    expect(ZSetUserStatusInput.parse({ id: 'u1', status: 'inactive' }).status).toBe('inactive');
  });
});
