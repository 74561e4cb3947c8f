import { AreaChart, BarChart } from '@mantine/charts';
import { useCalendarDay } from '../day-format.ts';
import { formatMoney, useCount } from '../format.ts';
import type { ReportSeries } from './report-chart.tsx';

/** The chart itself, a chunk of its own with the chart library (ReportChart loads it). */
export default function TrendChart({ buckets, grain, series, money, kind }: { buckets: string[]; grain: 'day' | 'month'; series: ReportSeries[]; money: boolean; kind: 'bar' | 'area' }) {
  const formatDay = useCalendarDay({ day: 'numeric', month: 'short' });
  const formatMonth = useCalendarDay({ month: 'short', year: 'numeric' });
  const formatCount = useCount();
  const data = buckets.map((bucket, i) => ({
    bucket: grain === 'day' ? formatDay(bucket) : formatMonth(`${bucket}-01`),
    ...Object.fromEntries(series.map((s) => [s.name, money ? s.values[i]! / 100 : s.values[i]!])),
  }));
  const props = {
    h: 260,
    data,
    dataKey: 'bucket',
    series: series.map((s) => ({ name: s.name, label: s.label, color: s.color })),
    valueFormatter: (value: number) => (money ? formatMoney(Math.round(value * 100)) : formatCount(value)),
    tickLine: 'y' as const,
    gridAxis: 'x' as const,
    withLegend: series.length > 1,
    xAxisProps: { interval: 'preserveStartEnd' as const, minTickGap: 16 },
  };
  return kind === 'bar' ? <BarChart {...props} data-testid="report-chart" /> : <AreaChart {...props} curveType="monotone" data-testid="report-chart" />;
}
