import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';
import { KeyedReport } from './keyed-report.tsx';
import { TrafficReport } from './report-frame.tsx';
import { useChannel } from './use-channel.ts';

/** /report/products-view-report: product views by product, most viewed first. */
export default function ProductsViewScreen() {
  const { t } = useTranslation();
  const period = useReportPeriod();
  const channel = useChannel();
  const report = trpc.trafficReports.productViews.useQuery({ ...period.input, channel: channel.channel }, { placeholderData: (previous) => previous });
  return (
    <TrafficReport testId="products-view-report" period={period} channel={channel} file={{ name: 'products-view' }} report={report} isEmpty={(r) => r.total === 0}>
      {(r) => (
        <KeyedReport
          report={r}
          countTitle={t('reports.traffic.views')}
          rowsTitle={t('reports.traffic.products')}
          keyColumns={[
            {
              accessor: 'label',
              title: t('reports.traffic.product'),
              // A product deleted since is named by its id alone.
              render: (row) => {
                const deleted = row.label === row.key && !row.detail;
                return (
                  <>
                    <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {deleted ? t('reports.traffic.deletedProduct') : row.label}
                    </Text>{' '}
                    <Text span size="xs" c="dimmed" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
                      {deleted ? row.key : row.detail}
                    </Text>
                  </>
                );
              },
            },
          ]}
          testId="report-products-view"
        />
      )}
    </TrafficReport>
  );
}
