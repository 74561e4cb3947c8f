import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TWebPush } from '../../../core/web-push/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { useCount, useDateTime } from '../../components/format.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { StackedDataTable } from '../../components/stacked-table.tsx';
import { TitledCell } from '../../components/titled-cell.tsx';

const PAGE_SIZE = 20;
/** While the latest send is still being delivered its counts grow: the list looks again every few seconds for the first minutes. */
const FRESH_MS = 5 * 60_000;

/** The sends, newest first: when, what, and how many were sent and failed. */
export function WebPushHistoryCard() {
  const { t } = useTranslation();
  const formatCount = useCount();
  const dateTime = useDateTime();
  const [page, setPage] = useState(1);
  const history = trpc.webPush.history.useQuery(
    { page, pageSize: PAGE_SIZE },
    { refetchInterval: (q) => (q.state.data?.items.some((p) => Date.now() - p.sentAt.getTime() < FRESH_MS) ? 5_000 : false) },
  );
  return (
    <SectionCard title={t('webPush.history')}>
      <StackedDataTable<TWebPush>
        minHeight={120}
        records={history.data?.items ?? []}
        fetching={history.isFetching}
        totalRecords={history.data?.total ?? 0}
        recordsPerPage={PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        noRecordsText={t('webPush.none')}
        columns={[
          {
            accessor: 'title',
            title: t('webPush.title'),
            render: (p) => <TitledCell title={p.title} text={p.description} />,
          },
          { accessor: 'sentAt', title: t('webPush.sentAt'), render: (p) => dateTime(p.sentAt) },
          { accessor: 'sentCount', title: t('webPush.sentCount'), render: (p) => <span data-testid={`web-push-sent-${p.id}`}>{formatCount(p.sentCount)}</span> },
          { accessor: 'failedCount', title: t('webPush.failedCount'), render: (p) => formatCount(p.failedCount) },
        ]}
      />
    </SectionCard>
  );
}
