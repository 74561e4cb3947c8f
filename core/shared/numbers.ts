/**
 * A whole number as en-MY writes it, digits grouped by threes: 1234567 -> '1,234,567'. Not
 * toLocaleString: setting up ICU's number formatting costs a process about 7 MB, which a job
 * (an import of a million rows) otherwise has no use for.
 */
export function formatCount(n: number): string {
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${digits}` : digits;
}
