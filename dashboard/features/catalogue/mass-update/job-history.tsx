import { useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TJob } from '../../../../core/jobs/schema.ts';
import { trpc } from '../../../app/trpc.ts';
import { useDateTime } from '../../../components/format.ts';
import { JobFiles } from '../../../components/jobs/job-files.tsx';
import { JobStatusBadge } from '../../../components/jobs/job-status-badge.tsx';
import { useProgressText } from '../../../components/jobs/use-progress-text.ts';
import { StackedDataTable } from '../../../components/stacked-table.tsx';

const PAGE_SIZE = 20;

/** The latest mass updates: when, which file, by whom, how it went. */
export function JobHistory() {
  const { t } = useTranslation();
  const formatDateTime = useDateTime();
  const progressText = useProgressText();
  const [page, setPage] = useState(1);
  const jobs = trpc.jobs.list.useQuery({ kind: 'mass-update', page, pageSize: PAGE_SIZE });
  return (
    <Stack gap="xs">
      <Title order={4}>{t('catalogue.jobs.history')}</Title>
      <StackedDataTable<TJob>
        data-testid="job-history"
        withTableBorder
        minHeight={160}
        fetching={jobs.isFetching}
        records={jobs.data?.items ?? []}
        totalRecords={jobs.data?.total ?? 0}
        recordsPerPage={PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        paginationText={({ from, to, totalRecords }) => t('list.range', { from, to, total: totalRecords })}
        noRecordsText={t('list.empty')}
        columns={[
          { accessor: 'createdAt', title: t('catalogue.jobs.date'), render: (j) => formatDateTime(j.createdAt) },
          { accessor: 'fileName', title: t('catalogue.jobs.file') },
          { accessor: 'createdByName', title: t('catalogue.jobs.by') },
          { accessor: 'status', title: t('catalogue.jobs.statusLabel'), render: (j) => <JobStatusBadge status={j.status} /> },
          { accessor: 'doneRows', title: t('catalogue.jobs.progress'), render: (j) => progressText(j) },
          {
            accessor: 'failedCount',
            title: t('catalogue.jobs.failedProducts'),
            textAlign: 'right',
            render: (j) => <Text size="sm" c={j.failedCount > 0 ? 'red' : undefined}>{j.failedCount}</Text>,
          },
          { accessor: 'actions', title: '', textAlign: 'right', render: (j) => <JobFiles job={j} size="xs" /> },
        ]}
      />
    </Stack>
  );
}
