/** This month ('YYYY-MM') on the merchant's calendar. */
export function wallClockMonth(timeZone = 'Asia/Kuala_Lumpur', now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(now);
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
}
