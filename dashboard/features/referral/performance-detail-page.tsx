import { Alert, Anchor, Breadcrumbs, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../core/shared/numbers.ts';
import { PageActions } from '../../app/layout/page-header.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { FigureCards } from '../../components/reports/figure-cards.tsx';
import { PeriodFilter } from '../../components/reports/period-filter.tsx';
import { ReportChart } from '../../components/reports/report-chart.tsx';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';
import { COUNT_KEYS } from './counts.ts';
import { REFERRAL_PATHS as P } from './paths.ts';

/** The chart's lines: the link's visits and leads, as the lead report's detail draws them, then what they became. */
const SERIES = [
  { name: 'visits', label: 'referral.performance.counts.clicks', color: 'gray.6' },
  { name: 'leads', label: 'referral.performance.counts.leads', color: 'teal.6' },
  { name: 'inquiries', label: 'referral.performance.counts.inquiries', color: 'blue.6' },
  { name: 'whatsapp', label: 'referral.performance.counts.whatsapp', color: 'green.6' },
  { name: 'orders', label: 'referral.performance.counts.orders', color: 'grape.6' },
] as const;

/** /referral/performance/{id}: one person's counts over the period, and their chart by day or month. */
export default function PerformanceDetailPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const period = useReportPeriod();
  const report = trpc.referral.performanceDetail.useQuery({ ...period.input, id }, { placeholderData: (previous) => previous });
  const r = report.data;
  const query = `?${new URLSearchParams(period.query)}`;
  return (
    <Stack data-testid="referral-performance-detail">
      <Breadcrumbs>
        <Anchor component={Link} to={`${P.performance}${query}`}>
          {t('menu.referralPerformance')}
        </Anchor>
        <Text>{r?.person.name ?? '…'}</Text>
      </Breadcrumbs>
      <PageActions>
        <Button variant="default" component={Link} to={`${P.performanceReport(id)}${query}`} leftSection={<IconReceipt size={16} />}>
          {t('referral.report.short')}
        </Button>
      </PageActions>
      <PeriodFilter control={period} />
      {report.error ? <Alert color="red">{errorInfo(report.error).message}</Alert> : null}
      {r ? (
        <>
          <FigureCards figures={COUNT_KEYS.map((key) => ({ label: t(`referral.performance.counts.${key}`), value: formatCount(r.totals[key]), testId: `figure-${key}` }))} />
          <ReportChart
            title={t(r.days.grain === 'day' ? 'referral.performance.byDay' : 'referral.performance.byMonth')}
            buckets={r.series.buckets}
            grain={r.days.grain}
            kind="bar"
            series={SERIES.map((s) => ({ name: s.name, label: t(s.label), color: s.color, values: r.series.values[s.name] ?? [] }))}
          />
        </>
      ) : (
        !report.error && <Skeleton h={320} />
      )}
    </Stack>
  );
}
