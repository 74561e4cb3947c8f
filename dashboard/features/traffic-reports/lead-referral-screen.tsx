import { Anchor, Breadcrumbs, Card, SimpleGrid, Spoiler, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TLeadDetail } from '../../../core/reports/lead-report.ts';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';
import { StackedDataTable } from '../../components/stacked-table.tsx';
import { BucketTable } from './bucket-table.tsx';
import { LeadChart, LeadFigures } from './lead-parts.tsx';
import { ownText } from './long-text.tsx';
import { TRAFFIC_PATHS, enquiryPath, withQuery } from './paths.ts';
import { TrafficReport } from './report-frame.tsx';
import { useChannel } from './use-channel.ts';

type EnquiryRow = TLeadDetail['enquiries'][number];

/** /report/lead-report/referral/{id}: one referral code's visits and leads over the period, and the enquiries sent with it. */
export default function LeadReferralScreen() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const code = useParams().id ?? '';
  const period = useReportPeriod();
  const channel = useChannel();
  const report = trpc.trafficReports.leadDetail.useQuery({ ...period.input, channel: channel.channel, code }, { placeholderData: (previous) => previous });
  const back = withQuery(TRAFFIC_PATHS.leads, { ...period.query, ...(channel.channel !== 'website' && { channel: channel.channel }) });
  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={back}>
          {t('reports.traffic.titles.leads')}
        </Anchor>
        <Text dir="ltr" style={{ overflowWrap: 'anywhere' }}>
          {code}
        </Text>
      </Breadcrumbs>
      <TrafficReport
        testId="lead-referral"
        period={period}
        channel={channel}
        file={{ name: 'lead-referral', query: { code } }}
        report={report}
        isEmpty={(r) => r.totals.visits === 0 && r.totals.leads === 0 && r.enquiries.length === 0}
      >
        {(r) => (
          <Stack>
            <LeadFigures totals={r.totals} />
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              <LeadChart report={r} />
              <Card withBorder>
                <Title order={2} size="h4" mb="sm">
                  {t('reports.traffic.leads.enquiries')}
                </Title>
                <Spoiler maxHeight={480} showLabel={t('reports.traffic.showAll')} hideLabel={t('reports.traffic.showFewer')}>
                  <StackedDataTable<EnquiryRow>
                    withTableBorder
                    records={r.enquiries}
                    idAccessor="id"
                    noRecordsText={t('common.nothingYet')}
                    minHeight={r.enquiries.length ? undefined : 120}
                    columns={[
                      { accessor: 'createdAt', title: t('reports.traffic.enquiries.received'), render: (e) => dateTime(e.createdAt) },
                      {
                        accessor: 'name',
                        title: t('reports.traffic.enquiries.name'),
                        render: (e) => (
                          <Anchor component={Link} to={enquiryPath(e.channel, e.id)} size="sm" dir="auto">
                            {e.name}
                          </Anchor>
                        ),
                      },
                      { accessor: 'subject', title: t('reports.traffic.enquiries.subject'), render: (e) => ownText(e.subject) },
                      { accessor: 'channel', title: t('reports.traffic.channel'), render: (e) => t(`reports.traffic.channels.${e.channel}`) },
                    ]}
                    data-testid="referral-enquiries"
                  />
                </Spoiler>
              </Card>
            </SimpleGrid>
            <Card withBorder>
              <Title order={2} size="h4" mb="sm">
                {t(r.days.grain === 'day' ? 'reports.traffic.dayByDay' : 'reports.traffic.monthByMonth')}
              </Title>
              <BucketTable
                series={r.series}
                grain={r.days.grain}
                columns={(['visits', 'leads'] as const).map((name) => ({ name, title: t(`reports.traffic.leads.${name}`) }))}
                testId="report-buckets"
              />
            </Card>
          </Stack>
        )}
      </TrafficReport>
    </Stack>
  );
}
