import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TKeywordRankingRow } from '../../../core/reports/keyword-schema.ts';
import { trpc } from '../../app/trpc.ts';
import { useCalendarDay } from '../../components/day-format.ts';
import { PeriodReport } from '../../components/reports/period-report.tsx';
import { ReportTableCard } from '../../components/reports/report-table-card.tsx';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';
import { FollowedKeywords } from './followed-keywords.tsx';
import { PositionChart } from './position-chart.tsx';

/** Up, down, in or out of the first 100 since the check before. */
function Movement({ row }: { row: TKeywordRankingRow }) {
  const { t } = useTranslation();
  if (!row.latest || !row.previous) return <Text size="sm">—</Text>;
  if (row.change !== null) {
    if (row.change === 0) return <Badge variant="light" color="gray">{t('keywordReports.same')}</Badge>;
    return (
      <Badge variant="light" color={row.change > 0 ? 'teal' : 'red'}>
        {t(row.change > 0 ? 'keywordReports.up' : 'keywordReports.down', { places: Math.abs(row.change) })}
      </Badge>
    );
  }
  if (row.latest.position !== null) return <Badge variant="light" color="teal">{t('keywordReports.entered')}</Badge>;
  if (row.previous.position !== null) return <Badge variant="light" color="red">{t('keywordReports.dropped')}</Badge>;
  return <Text size="sm">—</Text>;
}

/** /report/keyword-ranking-report: the keywords the merchant follows, where its website stands on Google for each, and how that moved. */
export default function KeywordRankingScreen() {
  const { t } = useTranslation();
  const day = useCalendarDay();
  const period = useReportPeriod();
  const report = trpc.keywordReports.ranking.useQuery(period.input, { placeholderData: (previous) => previous });
  const place = (p: TKeywordRankingRow['latest']) => (p === null ? '—' : p.position === null ? t('keywordReports.notRanked') : t('keywordReports.positionValue', { position: p.position }));
  return (
    <PeriodReport testId="keyword-ranking" period={period} file={{ name: 'keyword-ranking' }} report={report} header={report.data ? <FollowedKeywords report={report.data} /> : null}>
      {(r) =>
        r.rows.length === 0 ? (
          <Text c="dimmed">{t('keywordReports.noKeywords')}</Text>
        ) : (
          <Stack>
            <ReportTableCard<TKeywordRankingRow>
              title={t('keywordReports.positions')}
              records={r.rows}
              idAccessor="id"
              columns={[
                { accessor: 'keyword', title: t('keywordReports.keyword') },
                {
                  accessor: 'latest',
                  title: t('keywordReports.latest'),
                  render: (row) => (
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {place(row.latest)}
                      </Text>
                      {row.latest ? (
                        <Text size="xs" c="dimmed">
                          {day(row.latest.day)}
                        </Text>
                      ) : null}
                    </Stack>
                  ),
                },
                { accessor: 'change', title: t('keywordReports.change'), render: (row) => <Movement row={row} /> },
                { accessor: 'best', title: t('keywordReports.best'), render: (row) => (row.best ? t('keywordReports.bestOn', { position: row.best.position, day: day(row.best.day) }) : '—') },
                {
                  accessor: 'url',
                  title: t('keywordReports.page'),
                  render: (row) =>
                    row.url ? (
                      <Anchor href={row.url} target="_blank" rel="noreferrer" size="sm" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
                        {row.url}
                      </Anchor>
                    ) : (
                      '—'
                    ),
                },
              ]}
              data-testid="keyword-positions"
            />
            <PositionChart report={r} />
          </Stack>
        )
      }
    </PeriodReport>
  );
}
