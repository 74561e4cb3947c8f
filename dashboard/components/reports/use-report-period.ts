import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { REPORT_PERIODS, type ReportPeriod } from '../../../core/reports/period.ts';
import { dayParam } from '../list/day-param.ts';
import { useSearchUpdate } from '../use-search-update.ts';

export interface ReportPeriodInput {
  period: ReportPeriod;
  from?: string;
  to?: string;
}

export interface ReportPeriodControl {
  /** The period as the report procedures take it. */
  input: ReportPeriodInput;
  /** The same as query-string pairs, for the report's file download. */
  query: Record<string, string>;
  /** Custom is chosen: its days show (the report keeps its last period until both are picked). */
  picking: boolean;
  choose(period: ReportPeriod): void;
  chooseRange(from: string, to: string): void;
}

/**
 * A report's period in the URL (period, from, to), so a report can be bookmarked and shared;
 * `fallback` (last 30 days unless a screen says, as a list of all enquiries says lifetime) when unset.
 */
export function useReportPeriod(fallback: ReportPeriod = 'last_30_days'): ReportPeriodControl {
  const [search] = useSearchParams();
  const input = useMemo<ReportPeriodInput>(() => {
    const chosen = search.get('period') ?? '';
    const period = (REPORT_PERIODS as readonly string[]).includes(chosen) ? (chosen as ReportPeriod) : fallback;
    const from = dayParam(search.get('from') ?? undefined);
    const to = dayParam(search.get('to') ?? undefined);
    if (period === 'custom' && from && to) return { period, from, to };
    return { period: period === 'custom' ? fallback : period };
  }, [search, fallback]);
  const update = useSearchUpdate();
  return {
    input,
    picking: search.get('period') === 'custom',
    query: Object.fromEntries(Object.entries(input).filter((e): e is [string, string] => typeof e[1] === 'string')),
    // Another period starts a paged report again at its first page.
    choose: (period) => update({ period: period === fallback ? null : period, from: null, to: null, page: null }),
    chooseRange: (from, to) => update({ period: 'custom', from, to, page: null }),
  };
}
