import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TAffiliateSources } from '../../../core/reports/affiliate-schema.ts';
import { formatCount } from '../../../core/shared/numbers.ts';
import { trpc } from '../../app/trpc.ts';
import { PeriodReport } from '../../components/reports/period-report.tsx';
import { ReportTableCard } from '../../components/reports/report-table-card.tsx';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';
import { AffiliateNav } from './affiliate-nav.tsx';
import { CountsLayout } from './counts-layout.tsx';

type SourceRow = TAffiliateSources['rows'][number];

/**
 * /affiliate-marketing/report/click-from-sources and /affiliate-marketing/report/event/{id}/click-from-sources:
 * where affiliate clicks came from (the source each link named), of all events or one, with the registrations from each.
 */
export default function AffiliateSourcesScreen() {
  const { t } = useTranslation();
  const eventId = useParams().id;
  const period = useReportPeriod();
  const report = trpc.affiliateReports.sources.useQuery({ ...period.input, ...(eventId && { eventId }) }, { placeholderData: (previous) => previous });
  return (
    <PeriodReport
      testId="affiliate-sources"
      period={period}
      file={{ name: 'affiliate-sources', query: eventId ? { eventId } : {} }}
      report={report}
      header={<AffiliateNav screen="sources" event={report.data?.event ?? null} query={period.query} />}
    >
      {(r) => (
        <CountsLayout totals={r.totals} chart={{ series: r.series, grain: r.days.grain }}>
          <ReportTableCard<SourceRow>
            title={t('affiliateReports.sources')}
            records={r.rows}
            idAccessor="source"
            empty={t('affiliateReports.noClicks')}
            columns={[
              { accessor: 'source', title: t('affiliateReports.source'), render: (s) => s.source || t('affiliateReports.noSource') },
              { accessor: 'clicks', title: t('affiliateReports.clicks'), textAlign: 'right', render: (s) => formatCount(s.clicks) },
              { accessor: 'registered', title: t('affiliateReports.registeredCount'), textAlign: 'right', render: (s) => formatCount(s.registered) },
            ]}
            data-testid="affiliate-source-rows"
          />
        </CountsLayout>
      )}
    </PeriodReport>
  );
}
