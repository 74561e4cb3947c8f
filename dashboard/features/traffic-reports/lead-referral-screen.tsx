import { Anchor, Breadcrumbs, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TLeadDetail } from '../../../core/reports/lead-report.ts';
import { trpc } from '../../app/trpc.ts';
import { ReportTableCard } from '../../components/reports/report-table-card.tsx';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';
import { BucketTable } from './bucket-table.tsx';
import { useEnquiryColumns } from './enquiry-columns.tsx';
import { LeadChart, LeadFigures } from './lead-parts.tsx';
import { TRAFFIC_PATHS, withQuery } from './paths.ts';
import { TrafficReport } from './report-frame.tsx';
import { useChannel } from './use-channel.ts';

type EnquiryRow = TLeadDetail['enquiries'][number];

/** /report/lead-report/referral/{id}: one referral code's visits and leads over the period, and the enquiries sent with it. */
export default function LeadReferralScreen() {
  const { t } = useTranslation();
  const enquiry = useEnquiryColumns<EnquiryRow>((e) => e.channel);
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
              <ReportTableCard<EnquiryRow>
                title={t('reports.traffic.leads.enquiries')}
                maxHeight={480}
                empty={t('common.nothingYet')}
                records={r.enquiries}
                idAccessor="id"
                columns={[
                  enquiry.received,
                  enquiry.name,
                  enquiry.subject,
                  { accessor: 'channel', title: t('reports.traffic.channel'), render: (e) => t(`reports.traffic.channels.${e.channel}`) },
                ]}
                data-testid="referral-enquiries"
              />
            </SimpleGrid>
            <BucketTable
              series={r.series}
              grain={r.days.grain}
              columns={(['visits', 'leads'] as const).map((name) => ({ name, title: t(`reports.traffic.leads.${name}`) }))}
              testId="report-buckets"
            />
          </Stack>
        )}
      </TrafficReport>
    </Stack>
  );
}
