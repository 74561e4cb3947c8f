import { SimpleGrid, Stack } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { TKeyedRows } from '../../../core/reports/traffic-schema.ts';
import { formatCount } from '../../../core/shared/numbers.ts';
import { FigureCards } from '../../components/reports/figure-cards.tsx';
import { ReportChart } from '../../components/reports/report-chart.tsx';
import { ReportTableCard } from '../../components/reports/report-table-card.tsx';
import { useCountColumns } from './count-columns.ts';

export type KeyedRow = TKeyedRows['rows'][number];

interface KeyedReportProps {
  report: TKeyedRows;
  /** What the report counts (Visits, Views, Searches, Clicks): the figure, the chart and the count column. */
  countTitle: string;
  /** What its rows are (Landing pages, Products, Searches): the table's heading. */
  rowsTitle: string;
  /** The columns naming a row, before its counts. */
  keyColumns: DataTableColumn<KeyedRow>[];
  /** Leading rank numbers (the top searches). */
  ranked?: boolean;
  testId: string;
}

/**
 * The body of a report of counts by key (landing pages, products viewed, searches, WhatsApp clicks,
 * AI assistants): its total, and its chart by day or month beside its table.
 */
export function KeyedReport({ report, countTitle, rowsTitle, keyColumns, ranked = false, testId }: KeyedReportProps) {
  const { t } = useTranslation();
  const { grain } = report.days;
  const countColumns = useCountColumns<KeyedRow>(countTitle, report.total);
  const rank: DataTableColumn<KeyedRow>[] = ranked ? [{ accessor: 'rank', title: t('reports.traffic.rank'), width: 64, render: (_r, i) => i + 1 }] : [];
  return (
    <Stack>
      <FigureCards figures={[{ label: countTitle, value: formatCount(report.total), testId: 'figure-total' }]} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ReportChart
          title={t(grain === 'day' ? 'reports.traffic.perDay' : 'reports.traffic.perMonth', { what: countTitle })}
          buckets={report.series.buckets}
          grain={grain}
          kind="bar"
          series={[{ name: 'count', label: countTitle, color: 'blue.6', values: report.series.values.count ?? [] }]}
        />
        <ReportTableCard<KeyedRow> title={rowsTitle} records={report.rows} idAccessor="key" columns={[...rank, ...keyColumns, ...countColumns]} data-testid={testId} />
      </SimpleGrid>
    </Stack>
  );
}
