import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MEMBER_IMPORT_MESSAGES as M } from './columns.ts';
import { normalizePhone } from './member-phone.ts';
import { EMAIL_PATTERN, judgeMemberRow, parseDateOfBirth, readMemberHeader } from './member-row.ts';

describe('member import rows', () => {
  it('reads dates of birth as YYYY-MM-DD or DD/MM/YYYY, real dates only', () => {
    expect(parseDateOfBirth('1990-08-31')).toBe('1990-08-31');
    expect(parseDateOfBirth('31/08/1990')).toBe('1990-08-31');
    expect(parseDateOfBirth('1/2/2000')).toBe('2000-02-01');
    expect(parseDateOfBirth('29/02/2000')).toBe('2000-02-29');
    for (const bad of ['29/02/2001', '1990-02-30', '08/31/1990', '1990/08/31', '31-08-1990', '1899-12-31', '1990-8-31', '']) expect(parseDateOfBirth(bad)).toBeNull();
  });

  it('normalises Malaysian and Singapore phones to E.164 and refuses others', () => {
    expect(normalizePhone('012-345 6789')).toBe('+60123456789');
    expect(normalizePhone('+60 12-345 6789')).toBe('+60123456789');
    expect(normalizePhone('03-2141 8888')).toBe('+60321418888');
    expect(normalizePhone('+65 8123 4567')).toBe('+6581234567');
    expect(normalizePhone('9123 4567')).toBe('+6591234567');
    // With its trunk 0 the same digits are a Kelantan landline.
    expect(normalizePhone('09-123 4567')).toBe('+6091234567');
    expect(normalizePhone('123456789')).toBe('+60123456789');
    for (const bad of ['+1 202 555 0143', '+44 20 7946 0958', '12345', 'call me', '+65 1234 5678']) expect(normalizePhone(bad)).toBeNull();
  });

  it('checks e-mails with the forms’ own pattern (zod’s z.email())', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it('counts letters of any script for the name, and names the file’s own column in messages', () => {
    const header = readMemberHeader({ number: 1, cells: ['NAME', 'e-mail', 'Contact', 'birthday'] });
    expect(header.errors).toEqual([]);
    const judge = (cells: string[]) => judgeMemberRow(header, { number: 7, cells }, '2026-11-22', normalizePhone);
    expect(judge(['伟明', 'a@b.my', '0123456789', ''])).toMatchObject({ ok: true, row: { name: '伟明', emailKey: 'a@b.my', phone: '+60123456789', dateOfBirth: null } });
    expect(judge(['A 1', 'A@B.my', '0123456789', '2026-11-23'])).toEqual({
      ok: false,
      errors: [
        { row: 7, column: 'NAME', reason: M.nameLetters },
        { row: 7, column: 'birthday', reason: M.dateOfBirthFuture },
      ],
    });
  });
});
