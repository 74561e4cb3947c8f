import { useTranslation } from 'react-i18next';
import { REPORT_LIMITS } from '../../../core/reports/constants.ts';
import { trpc } from '../../app/trpc.ts';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';
import { KeyedReport } from './keyed-report.tsx';
import { ownText } from './long-text.tsx';
import { TrafficReport } from './report-frame.tsx';

/** /report/website-search-report: the top 50 searches on the website (spec section 9), by their words. */
export default function SearchReportScreen() {
  const { t } = useTranslation();
  const period = useReportPeriod();
  const report = trpc.trafficReports.searches.useQuery({ ...period.input, channel: 'website' }, { placeholderData: (previous) => previous });
  return (
    <TrafficReport testId="search-report" period={period} channel={null} file={{ name: 'website-search' }} report={report} isEmpty={(r) => r.total === 0}>
      {(r) => (
        <KeyedReport
          report={r}
          countTitle={t('reports.traffic.searches')}
          rowsTitle={t('reports.traffic.topSearches', { limit: REPORT_LIMITS.topSearches })}
          keyColumns={[{ accessor: 'key', title: t('reports.traffic.search'), render: (row) => ownText(row.key) }]}
          ranked
          testId="report-searches"
        />
      )}
    </TrafficReport>
  );
}
