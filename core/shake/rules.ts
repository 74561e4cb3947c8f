import { SHAKE_MESSAGES as M } from './constants.ts';

export interface PeriodLike {
  startTime: string;
  endTime: string;
}

/** 'HH:MM' to minutes of the day. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The periods of a day, each checked against the others: a start later than its end is refused,
 * and two periods that overlap or one that contains another are refused. A period runs from its
 * start up to (not including) its end, so 10:00-12:00 and 12:00-14:00 touch without overlapping.
 */
export function periodProblems(periods: readonly PeriodLike[]): { index: number; message: string }[] {
  const problems: { index: number; message: string }[] = [];
  periods.forEach((p, index) => {
    if (minutesOf(p.startTime) >= minutesOf(p.endTime)) problems.push({ index, message: M.startAfterEnd });
  });
  if (problems.length > 0) return problems;
  periods.forEach((p, index) => {
    const clash = periods.some((q, j) => j !== index && minutesOf(p.startTime) < minutesOf(q.endTime) && minutesOf(q.startTime) < minutesOf(p.endTime));
    if (clash) problems.push({ index, message: M.periodsOverlap });
  });
  return problems;
}

/** The period a time of day ('HH:MM') falls in, if any. */
export function periodAt<P extends PeriodLike>(periods: readonly P[], time: string): P | undefined {
  const at = minutesOf(time);
  return periods.find((p) => minutesOf(p.startTime) <= at && at < minutesOf(p.endTime));
}
