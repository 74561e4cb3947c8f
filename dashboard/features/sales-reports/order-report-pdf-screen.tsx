import { useEffect, useState } from 'react';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchFileBlob } from '../../app/files.ts';
import { PageActions } from '../../app/layout/page-header.tsx';
import { errorInfo } from '../../app/trpc.ts';
import { DownloadButton } from '../../components/download-button.tsx';
import { PeriodFilter } from '../../components/reports/period-filter.tsx';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';
import { SALES_REPORT_PATHS, orderReportPdfUrl, withQuery } from './paths.ts';

/**
 * /report/sale&order/order-report-page/pdf: the order report's PDF shown in the page. It is
 * fetched with the session (the server wants its token, which a plain link does not carry) and
 * shown from a blob address.
 */
export default function OrderReportPdfScreen() {
  const { t } = useTranslation();
  const period = useReportPeriod();
  const url = orderReportPdfUrl(period.query);
  const [pdf, setPdf] = useState<{ url: string; for: string } | { error: string; for: string } | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    fetchFileBlob(url).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        if (live) setPdf({ url: objectUrl, for: url });
        else URL.revokeObjectURL(objectUrl);
      },
      (error: unknown) => live && setPdf({ error: errorInfo(error).message, for: url }),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  const shown = pdf?.for === url ? pdf : null;
  return (
    <Stack data-testid="order-report-pdf">
      <PageActions>
        <Button variant="default" component={Link} to={withQuery(SALES_REPORT_PATHS.page, period.query)} leftSection={<IconArrowLeft size={16} />}>
          {t('reports.sales.pageTitle')}
        </Button>
        <DownloadButton path={orderReportPdfUrl(period.query, true)} fileName="order-report.pdf" label={t('reports.sales.downloadPdf')} testId="order-report-pdf-download" />
      </PageActions>
      <PeriodFilter control={period} />
      {shown && 'error' in shown ? <Alert color="red">{shown.error}</Alert> : null}
      {shown && 'url' in shown ? (
        <iframe src={shown.url} title={t('reports.sales.pdfTitle')} style={{ width: '100%', height: '75vh', border: 0 }} data-testid="order-report-pdf-frame" />
      ) : (
        !shown && <Skeleton h={480} />
      )}
    </Stack>
  );
}
