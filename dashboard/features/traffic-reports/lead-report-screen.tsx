import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TLeadReport } from '../../../core/reports/lead-report.ts';
import { formatCount } from '../../../core/shared/numbers.ts';
import { trpc } from '../../app/trpc.ts';
import { ReportTableCard } from '../../components/reports/report-table-card.tsx';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';
import { LEAD_COUNTS, LeadChart, LeadFigures } from './lead-parts.tsx';
import { leadReferralPath, withQuery } from './paths.ts';
import { TrafficReport } from './report-frame.tsx';
import { useChannel } from './use-channel.ts';

type LeadRow = TLeadReport['rows'][number];

/**
 * /report/lead-report: what visitors who came with a referral person's code did (visits,
 * enquiries, WhatsApp and other contact clicks), a row per code, each leading to its own leads.
 */
export default function LeadReportScreen() {
  const { t } = useTranslation();
  const period = useReportPeriod();
  const channel = useChannel();
  const report = trpc.trafficReports.leads.useQuery({ ...period.input, channel: channel.channel }, { placeholderData: (previous) => previous });
  const query = { ...period.query, ...(channel.channel !== 'website' && { channel: channel.channel }) };
  const columns: DataTableColumn<LeadRow>[] = [
    {
      accessor: 'code',
      title: t('reports.traffic.leads.code'),
      render: (r) => (
        <Anchor component={Link} to={withQuery(leadReferralPath(r.code), query)} dir="ltr" style={{ overflowWrap: 'anywhere' }} data-testid={`lead-${r.code}`}>
          {r.code}
        </Anchor>
      ),
    },
    { accessor: 'person', title: t('reports.traffic.leads.person'), render: (r) => r.person?.name ?? '' },
    ...LEAD_COUNTS.map((key) => ({ accessor: key, title: t(`reports.traffic.leads.${key}`), textAlign: 'right' as const, render: (r: LeadRow) => formatCount(r[key]) })),
  ];
  return (
    <TrafficReport testId="lead-report" period={period} channel={channel} file={{ name: 'lead-report' }} report={report} isEmpty={(r) => r.rows.length === 0}>
      {(r) => (
        <Stack>
          <LeadFigures totals={r.totals} />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <LeadChart report={r} />
            <ReportTableCard<LeadRow> title={t('reports.traffic.leads.byCode')} records={r.rows} idAccessor="code" columns={columns} data-testid="report-leads" />
          </SimpleGrid>
        </Stack>
      )}
    </TrafficReport>
  );
}
