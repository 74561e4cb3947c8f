/**
 * The merchant's calendar day ('YYYY-MM-DD') and hour (0 to 23) of an instant, in timeZone. One
 * formatter a batch: Intl formatters are slow to build and fast to use.
 */
export function eventClock(timeZone: string): (at: Date) => { day: string; hour: number } {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
  return (at) => {
    const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
    return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
  };
}
