import { formatCount } from './numbers.ts';

/** Money is integer sen end to end; this is the one place it becomes 'RM 1,234.50'. */
export function formatSen(sen: number, currency = 'RM'): string {
  const sign = sen < 0 ? '-' : '';
  const abs = Math.abs(sen);
  const ringgit = formatCount(Math.floor(abs / 100));
  return `${sign}${currency} ${ringgit}.${String(abs % 100).padStart(2, '0')}`;
}
