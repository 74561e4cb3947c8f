import { describe, expect, it } from 'vitest';
import { EmailFirstRows } from './email-first-rows.ts';

describe('the in-file duplicate check', () => {
  it('answers the first row of a repeated key, and 0 for a new one', () => {
    const seen = new EmailFirstRows();
    expect(seen.claim('ali@example.com', 2)).toBe(0);
    expect(seen.claim('siti@example.com', 3)).toBe(0);
    expect(seen.claim('ali@example.com', 7)).toBe(2);
    // The first row stays the answer however often the key comes again.
    expect(seen.claim('ali@example.com', 9)).toBe(2);
    expect(seen.size).toBe(2);
  });

  it('tells apart keys that differ in one character, also while it grows far past its first size', () => {
    const seen = new EmailFirstRows(16);
    const rows = 200_000;
    for (let i = 0; i < rows; i++) expect(seen.claim(`member.${i}@example.com`, i + 2)).toBe(0);
    expect(seen.size).toBe(rows);
    for (let i = 0; i < rows; i += 997) expect(seen.claim(`member.${i}@example.com`, rows + i)).toBe(i + 2);
    // Near misses of stored keys are new keys.
    for (const key of ['member.1@example.co', 'member.1@example.comm', 'member.10@example.con', 'nember.1@example.com', '李伟@example.com']) expect(seen.claim(key, 1)).toBe(0);
  });
});
