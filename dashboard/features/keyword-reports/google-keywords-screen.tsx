import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TGoogleKeywords } from '../../../core/reports/keyword-schema.ts';
import { trpc } from '../../app/trpc.ts';
import { FigureCards } from '../../components/reports/figure-cards.tsx';
import { PeriodReport } from '../../components/reports/period-report.tsx';
import { ReportChart } from '../../components/reports/report-chart.tsx';
import { ReportTableCard } from '../../components/reports/report-table-card.tsx';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';
import { useQueryFormat } from './figure-format.ts';

type QueryRow = TGoogleKeywords['rows'][number];

/** /google-keyword-report: the Google searches that showed the merchant's website or brought visitors to it, with their clicks, impressions, CTR and position. */
export default function GoogleKeywordsScreen() {
  const { t } = useTranslation();
  const format = useQueryFormat();
  const period = useReportPeriod();
  const report = trpc.keywordReports.googleKeywords.useQuery(period.input, { placeholderData: (previous) => previous });
  return (
    <PeriodReport testId="google-keywords" period={period} file={{ name: 'google-keywords' }} report={report}>
      {(r) => (
        <Stack>
          {r.domain ? (
            <Text size="sm" c="dimmed">
              {t('keywordReports.queriesOf', { domain: r.domain })}
            </Text>
          ) : (
            <Alert color="yellow">{t('keywordReports.noDomain')}</Alert>
          )}
          <FigureCards
            figures={[
              { label: t('keywordReports.clicks'), value: format.count(r.totals.clicks), testId: 'figure-clicks' },
              { label: t('keywordReports.impressions'), value: format.count(r.totals.impressions), testId: 'figure-impressions' },
              { label: t('keywordReports.ctr'), value: format.ctr(r.totals.ctrBp), testId: 'figure-ctr' },
              { label: t('keywordReports.averagePosition'), value: format.position(r.totals.position), testId: 'figure-position' },
            ]}
          />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <ReportChart
              title={t(r.days.grain === 'day' ? 'keywordReports.searchByDay' : 'keywordReports.searchByMonth')}
              buckets={r.series.buckets}
              grain={r.days.grain}
              series={[
                { name: 'impressions', label: t('keywordReports.impressions'), color: 'blue.6', values: r.series.values.impressions ?? [] },
                { name: 'clicks', label: t('keywordReports.clicks'), color: 'teal.6', values: r.series.values.clicks ?? [] },
              ]}
            />
            <ReportTableCard<QueryRow>
              title={t('keywordReports.queries')}
              empty={t('keywordReports.noQueries')}
              records={r.rows}
              idAccessor="query"
              columns={[
                { accessor: 'query', title: t('keywordReports.query'), render: (q) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{q.query}</Text> },
                { accessor: 'clicks', title: t('keywordReports.clicks'), textAlign: 'right', render: (q) => format.count(q.clicks) },
                { accessor: 'impressions', title: t('keywordReports.impressions'), textAlign: 'right', render: (q) => format.count(q.impressions) },
                { accessor: 'ctrBp', title: t('keywordReports.ctr'), textAlign: 'right', render: (q) => format.ctr(q.ctrBp) },
                { accessor: 'position', title: t('keywordReports.averagePosition'), textAlign: 'right', render: (q) => format.position(q.position) },
              ]}
              data-testid="google-queries"
            />
          </SimpleGrid>
        </Stack>
      )}
    </PeriodReport>
  );
}
