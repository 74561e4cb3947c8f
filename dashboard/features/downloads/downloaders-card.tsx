import { useState } from 'react';
import { Card, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TDownloadDetail } from '../../../core/downloads/schema.ts';
import { PAGE_SIZES } from '../../../core/shared/pagination.ts';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { StackedDataTable } from '../../components/stacked-table.tsx';

/**
 * The downloaders of a file that asks for them (the name and e-mail the website collected),
 * newest first, a page at a time. A file that no longer asks still shows the ones it collected.
 */
export function DownloadersCard({ download }: { download: TDownloadDetail }) {
  const { t } = useTranslation();
  const formatDateTime = useDateTime();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const list = trpc.downloads.downloaders.list.useQuery({ downloadId: download.id, page, pageSize });
  const total = list.data?.total ?? 0;
  if (!download.requireDownloaderInfo && total === 0) return null;
  return (
    <Card withBorder data-testid="downloaders">
      <Stack gap="sm">
        <Title order={3}>{t('downloads.downloaders')}</Title>
        <StackedDataTable
          withTableBorder
          borderRadius="sm"
          minHeight={150}
          records={list.data?.items ?? []}
          fetching={list.isFetching}
          idAccessor="id"
          columns={[
            { accessor: 'name', title: t('downloads.downloaderName') },
            { accessor: 'email', title: t('downloads.downloaderEmail') },
            { accessor: 'createdAt', title: t('downloads.downloadedAt'), render: (row) => formatDateTime(row.createdAt) },
          ]}
          totalRecords={total}
          page={page}
          onPageChange={setPage}
          recordsPerPage={pageSize}
          recordsPerPageOptions={[...PAGE_SIZES]}
          onRecordsPerPageChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          recordsPerPageLabel={t('list.perPage')}
          paginationText={({ from, to, totalRecords }) => t('list.range', { from, to, total: totalRecords })}
          noRecordsText={t('downloads.noDownloaders')}
        />
      </Stack>
    </Card>
  );
}
