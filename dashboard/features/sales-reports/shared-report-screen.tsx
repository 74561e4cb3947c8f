import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { PeriodCaption } from './period-caption.tsx';
import { SalesFigureCards } from './sales-figures.tsx';

/** /rednote-expert/{hash}, no login: a report the merchant shared, read-only; a revoked or forged link says it is no longer available. */
export default function SharedReportScreen() {
  const { t } = useTranslation();
  const { hash = '' } = useParams();
  // Each fetch counts a view (and a refused one an attempt): fetched once, never again on focus,
  // reconnect or when the screen mounts anew (as it does when the date pickers' language loads).
  const shared = trpc.reportShares.view.useQuery({ hash }, { retry: false, retryOnMount: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false });
  if (shared.error) return <Alert color="gray" data-testid="shared-report-unavailable">{errorInfo(shared.error).message}</Alert>;
  if (!shared.data) return <Loader />;
  const { title, merchantName, figures } = shared.data;
  return (
    <Stack data-testid="shared-report" p="md">
      <Text c="dimmed">{merchantName}</Text>
      <Title order={2}>{title}</Title>
      <Text size="sm">{t('reportShares.reports.order_report')}</Text>
      <PeriodCaption days={figures.days} previous={figures.previousDays} timeZone={figures.timeZone} />
      <SalesFigureCards figures={figures.figures} />
    </Stack>
  );
}
