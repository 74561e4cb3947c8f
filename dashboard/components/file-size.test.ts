import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('says bytes, KB or MB with at most one decimal', () => {
    expect(formatFileSize(0, 'en-MY')).toBe('0 B');
    expect(formatFileSize(1023, 'en-MY')).toBe('1,023 B');
    expect(formatFileSize(1024, 'en-MY')).toBe('1 KB');
    expect(formatFileSize(1536, 'en-MY')).toBe('1.5 KB');
    expect(formatFileSize(1024 * 1024 - 1, 'en-MY')).toBe('1 MB');
    expect(formatFileSize(1000 * 1024, 'en-MY')).toBe('1,000 KB');
    expect(formatFileSize(50 * 1024 * 1024, 'en-MY')).toBe('50 MB');
    expect(formatFileSize(2.25 * 1024 * 1024, 'en-MY')).toBe('2.3 MB');
  });

  it('writes the number as the language does', () => {
    expect(formatFileSize(1536, 'fr')).toBe('1,5 KB');
    expect(formatFileSize(3 * 1024 * 1024, 'zh-CN')).toBe('3 MB');
  });
});
