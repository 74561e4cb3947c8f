import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';
import { KeyedReport } from './keyed-report.tsx';
import { LongText } from './long-text.tsx';
import { TrafficReport } from './report-frame.tsx';
import { useChannel } from './use-channel.ts';

/** /report/whatsapp-click-view-report: clicks on the WhatsApp button, by the page they were made on. */
export default function WhatsappClicksScreen() {
  const { t } = useTranslation();
  const period = useReportPeriod();
  const channel = useChannel();
  const report = trpc.trafficReports.whatsappClicks.useQuery({ ...period.input, channel: channel.channel }, { placeholderData: (previous) => previous });
  return (
    <TrafficReport testId="whatsapp-clicks-report" period={period} channel={channel} file={{ name: 'whatsapp-clicks' }} report={report} isEmpty={(r) => r.total === 0}>
      {(r) => (
        <KeyedReport
          report={r}
          countTitle={t('reports.traffic.whatsappClicks')}
          rowsTitle={t('reports.traffic.clicksByPage')}
          keyColumns={[{ accessor: 'key', title: t('reports.traffic.page'), render: (row) => <LongText>{row.key}</LongText> }]}
          testId="report-whatsapp-clicks"
        />
      )}
    </TrafficReport>
  );
}
