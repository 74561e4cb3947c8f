import { useTranslation } from 'react-i18next';
import type { TSeries } from '../../../core/reports/traffic-schema.ts';
import { formatCount } from '../../../core/shared/numbers.ts';
import { useCalendarDay } from '../../components/day-format.ts';
import { ReportTableCard } from '../../components/reports/report-table-card.tsx';

type BucketRow = { bucket: string } & Record<string, number | string>;

/**
 * A chart's days (or months) as rows, a column per named series: what the report's file holds.
 * A long period shows its first rows until asked for all.
 */
export function BucketTable({ series, grain, columns, testId }: { series: TSeries; grain: 'day' | 'month'; columns: { name: string; title: string }[]; testId?: string }) {
  const { t } = useTranslation();
  const day = useCalendarDay();
  const month = useCalendarDay({ month: 'long', year: 'numeric' });
  const records: BucketRow[] = series.buckets.map((bucket, i) => ({ bucket, ...Object.fromEntries(columns.map((c) => [c.name, series.values[c.name]?.[i] ?? 0])) }));
  return (
    <ReportTableCard<BucketRow>
      title={t(grain === 'day' ? 'reports.traffic.dayByDay' : 'reports.traffic.monthByMonth')}
      maxHeight={360}
      records={records}
      idAccessor="bucket"
      columns={[
        { accessor: 'bucket', title: t(grain === 'day' ? 'reports.traffic.day' : 'reports.traffic.month'), render: (r) => (grain === 'day' ? day(r.bucket) : month(`${r.bucket}-01`)) },
        ...columns.map((c) => ({ accessor: c.name, title: c.title, textAlign: 'right' as const, render: (r: BucketRow) => formatCount(Number(r[c.name])) })),
      ]}
      data-testid={testId}
    />
  );
}
