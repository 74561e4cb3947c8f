import type { ReactNode } from 'react';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { PageActions } from '../../app/layout/page-header.tsx';
import { errorInfo } from '../../app/trpc.ts';
import { PeriodFilter } from './period-filter.tsx';
import { ReportDownload } from './report-download.tsx';
import type { ReportPeriodControl } from './use-report-period.ts';

interface PeriodReportProps<T> {
  testId: string;
  period: ReportPeriodControl;
  /** The report's file (REPORT_FILES) and what it needs besides the period (an event's id). */
  file: { name: string; query?: Record<string, string> };
  /** What the screen shows above the filter (a form that changes what is reported). */
  header?: ReactNode;
  report: { data: T | undefined; error: unknown };
  children(data: T): ReactNode;
}

/**
 * A report screen over a period: its download beside the title, the period filter, then the
 * report's figures, charts and tables once they arrive (or why they did not).
 */
export function PeriodReport<T>({ testId, period, file, header, report, children }: PeriodReportProps<T>) {
  const { data, error } = report;
  return (
    <Stack data-testid={testId}>
      <PageActions>
        <ReportDownload name={file.name} query={{ ...period.query, ...file.query }} />
      </PageActions>
      {header}
      <PeriodFilter control={period} />
      {error ? <Alert color="red">{errorInfo(error).message}</Alert> : null}
      {data ? children(data) : !error && <Skeleton h={320} />}
    </Stack>
  );
}
