import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';
import { KeyedReport } from './keyed-report.tsx';
import { LongText } from './long-text.tsx';
import { LANDING_PAGE_PATHS } from './paths.ts';
import { TrafficReport } from './report-frame.tsx';
import { useChannel } from './use-channel.ts';

/** /report/website-landing-pages and /report/{product}-landing-pages: visits by the page they began on. */
export default function LandingPagesScreen() {
  const { t } = useTranslation();
  const period = useReportPeriod();
  const channel = useChannel(LANDING_PAGE_PATHS);
  const report = trpc.trafficReports.landingPages.useQuery({ ...period.input, channel: channel.channel }, { placeholderData: (previous) => previous });
  return (
    <TrafficReport testId="landing-pages-report" period={period} channel={channel} file={{ name: 'landing-pages' }} report={report} isEmpty={(r) => r.total === 0}>
      {(r) => (
        <KeyedReport
          report={r}
          countTitle={t('reports.traffic.visits')}
          rowsTitle={t('reports.traffic.landingPages')}
          keyColumns={[{ accessor: 'key', title: t('reports.traffic.landingPage'), render: (row) => <LongText>{row.key}</LongText> }]}
          testId="report-landing-pages"
        />
      )}
    </TrafficReport>
  );
}
