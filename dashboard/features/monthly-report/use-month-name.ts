import { useCallback } from 'react';
import { useCalendarDay } from '../../components/day-format.ts';

/** A month ('YYYY-MM') by name in the interface language: "October 2026". */
export function useMonthName() {
  const format = useCalendarDay({ month: 'long', year: 'numeric' });
  return useCallback((month: string) => format(`${month}-01`), [format]);
}
