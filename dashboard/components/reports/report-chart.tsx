import { Suspense, lazy } from 'react';
import { Skeleton } from '@mantine/core';
import { loadChunk } from '../../app/chunk-load.ts';
import { ReportCard } from './report-card.tsx';

export interface ReportSeries {
  name: string;
  /** The legend's and tooltip's words (from the locale files). */
  label: string;
  color: string;
  /** One value a bucket (sen when the chart is of money). */
  values: number[];
}

const TrendChart = lazy(() => loadChunk(() => import('./trend-chart.tsx')));

/** A titled chart of a report's days or months beside its tables; the chart library loads with the first chart. */
export function ReportChart({ title, buckets, grain, series, money = false, kind = 'area' }: { title: string; buckets: string[]; grain: 'day' | 'month'; series: ReportSeries[]; money?: boolean; kind?: 'bar' | 'area' }) {
  return (
    <ReportCard title={title}>
      <Suspense fallback={<Skeleton h={260} />}>
        <TrendChart buckets={buckets} grain={grain} series={series} money={money} kind={kind} />
      </Suspense>
    </ReportCard>
  );
}
