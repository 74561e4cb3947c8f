import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TAffiliateRegistration } from '../../../core/reports/affiliate-schema.ts';
import { PAGE_SIZES } from '../../../core/shared/pagination.ts';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { ltr } from '../../components/ltr-text.tsx';
import { PeriodReport } from '../../components/reports/period-report.tsx';
import { ReportTableCard } from '../../components/reports/report-table-card.tsx';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';
import { AffiliateNav } from './affiliate-nav.tsx';
import { CountsChart } from './counts-chart.tsx';

type PageSize = (typeof PAGE_SIZES)[number];

/**
 * /affiliate-marketing/report/registered-lists and /affiliate-marketing/report/event/{id}/registered-lists:
 * who registered through the affiliate links in the period, of all events or one, newest first.
 */
export default function AffiliateRegistrationsScreen() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const eventId = useParams().id;
  const period = useReportPeriod();
  // Another period or event starts again at the first page.
  const scope = JSON.stringify([period.input, eventId]);
  const [paging, setPaging] = useState({ scope, page: 1 });
  const page = paging.scope === scope ? paging.page : 1;
  const setPage = (next: number) => setPaging({ scope, page: next });
  const [pageSize, setPageSize] = useState<PageSize>(20);
  const report = trpc.affiliateReports.registrations.useQuery({ ...period.input, ...(eventId && { eventId }), page, pageSize }, { placeholderData: (previous) => previous });
  return (
    <PeriodReport
      testId="affiliate-registrations"
      period={period}
      file={{ name: 'affiliate-registered', query: eventId ? { eventId } : {} }}
      report={report}
      header={<AffiliateNav screen="registered" event={report.data?.event ?? null} query={period.query} />}
    >
      {(r) => (
        <Stack>
          <CountsChart series={r.series} grain={r.days.grain} />
          <ReportTableCard<TAffiliateRegistration>
            title={t('affiliateReports.registeredList', { total: r.rows.total })}
            empty={t('affiliateReports.noRegistrations')}
            records={r.rows.items}
            idAccessor="id"
            totalRecords={r.rows.total}
            page={page}
            onPageChange={setPage}
            recordsPerPage={pageSize}
            recordsPerPageOptions={[...PAGE_SIZES]}
            onRecordsPerPageChange={(size) => {
              setPageSize(size as PageSize);
              setPage(1);
            }}
            fetching={report.isFetching}
            columns={[
              { accessor: 'createdAt', title: t('affiliateReports.date'), render: (x) => dateTime(x.createdAt) },
              { accessor: 'name', title: t('affiliateReports.name') },
              { accessor: 'email', title: t('affiliateReports.email'), render: (x) => <Text size="sm" dir="ltr" style={{ overflowWrap: 'anywhere' }}>{x.email}</Text> },
              { accessor: 'contact', title: t('affiliateReports.contact'), render: (x) => (x.contact ? ltr(x.contact) : '—') },
              { accessor: 'company', title: t('affiliateReports.company'), render: (x) => x.company || '—' },
              { accessor: 'eventName', title: t('affiliateReports.event') },
              { accessor: 'source', title: t('affiliateReports.source'), render: (x) => x.source || t('affiliateReports.noSource') },
            ]}
            data-testid="affiliate-registration-rows"
          />
        </Stack>
      )}
    </PeriodReport>
  );
}
