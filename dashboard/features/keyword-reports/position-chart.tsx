import { Suspense, lazy } from 'react';
import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TKeywordRanking } from '../../../core/reports/keyword-schema.ts';
import { loadChunk } from '../../app/chunk-load.ts';
import { ReportCard } from '../../components/reports/report-card.tsx';

const PositionLines = lazy(() => loadChunk(() => import('./position-lines.tsx')));

/** Mantine's palette, one colour a keyword (at most 10). */
const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.7', 'lime.7', 'pink.6', 'indigo.6', 'yellow.7'];

/** Each keyword's Google position over the period, by day (or its best of each month). */
export function PositionChart({ report }: { report: TKeywordRanking }) {
  const { t } = useTranslation();
  const names = new Map(report.rows.map((r) => [r.id, r.keyword]));
  const lines = report.history.lines.map((l, i) => ({ name: `k${i}`, label: names.get(l.keywordId) ?? '', color: COLORS[i % COLORS.length]!, values: l.values }));
  return (
    <ReportCard title={t(report.days.grain === 'day' ? 'keywordReports.historyByDay' : 'keywordReports.historyByMonth')}>
      <Suspense fallback={<Skeleton h={280} />}>
        <PositionLines buckets={report.history.buckets} grain={report.days.grain} lines={lines} />
      </Suspense>
    </ReportCard>
  );
}
