/** A date and time in the operator's time zone: '2026-11-21 19:42'. */
export const dateTime = (value: Date | null): string =>
  value ? value.toLocaleString('sv-SE', { dateStyle: 'short', timeStyle: 'short' }) : '-';

export const orDash = (value: string | null | undefined): string => value || '-';

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** A code word as a person reads it: new_join is 'new join', last_30_days 'last 30 days'. */
export const spaced = (code: string): string => code.replaceAll('_', ' ');
