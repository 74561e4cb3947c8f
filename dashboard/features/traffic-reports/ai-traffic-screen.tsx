import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';
import { KeyedReport } from './keyed-report.tsx';
import { LongText } from './long-text.tsx';
import { TrafficReport } from './report-frame.tsx';
import { useChannel } from './use-channel.ts';

/** /ai-traffic-report: visits that came from AI assistants (ChatGPT, Gemini, Perplexity...), by assistant. */
export default function AiTrafficScreen() {
  const { t } = useTranslation();
  const period = useReportPeriod();
  const channel = useChannel();
  const report = trpc.trafficReports.aiTraffic.useQuery({ ...period.input, channel: channel.channel }, { placeholderData: (previous) => previous });
  return (
    <TrafficReport testId="ai-traffic-report" period={period} channel={channel} file={{ name: 'ai-traffic' }} report={report} isEmpty={(r) => r.total === 0}>
      {(r) => (
        <KeyedReport
          report={r}
          countTitle={t('reports.traffic.visits')}
          rowsTitle={t('reports.traffic.assistants')}
          keyColumns={[{ accessor: 'key', title: t('reports.traffic.assistant'), render: (row) => <LongText>{row.key}</LongText> }]}
          testId="report-ai-traffic"
        />
      )}
    </TrafficReport>
  );
}
