import { useState } from 'react';
import { Alert, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { JOB_STATUSES, type TJob } from '../../../core/jobs/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { JOB_POLL_MS, isRunning } from '../../components/jobs/job-state.ts';
import { JobStatusBadge } from '../../components/jobs/job-status-badge.tsx';
import { useVisibleJobKinds } from '../../components/jobs/use-job-kinds.ts';
import { useProgressText } from '../../components/jobs/use-progress-text.ts';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { JOB_FILTER_KEYS, jobListInput } from './job-list-input.ts';
import { OpenedJobModal } from './opened-job-modal.tsx';

/** Long file names wrap anywhere rather than widen the table on a phone. */
const WRAP = { overflowWrap: 'anywhere' } as const;

/**
 * /jobs: the merchant's jobs of every kind the user may see, newest first, by kind and status;
 * each opens in its panel (progress, Cancel, files). The list is asked again while any job on
 * the page runs. Three columns, each of two lines, so that it fits a phone.
 */
export default function JobListPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const progressText = useProgressText();
  const kinds = useVisibleJobKinds();
  const control = useListParams({ filterKeys: JOB_FILTER_KEYS });
  const [opened, setOpened] = useState<TJob | null>(null);
  const list = trpc.jobs.list.useQuery(jobListInput(control.params, kinds), {
    enabled: kinds.length > 0,
    refetchInterval: (q) => (q.state.data?.items.some(isRunning) ? JOB_POLL_MS : false),
  });

  if (kinds.length === 0) {
    return (
      <Stack>
        <Alert color="yellow" data-testid="no-access">
          {t('jobs.list.noAccess')}
        </Alert>
      </Stack>
    );
  }
  return (
    <>
      <ListScreen<TJob>
        testId="job-list"
        control={control}
        searchable={false}
        filters={
          <>
            <FilterSelect control={control} name="kind" label={t('jobs.list.kind')} allLabel={t('jobs.list.allKinds')} data={kinds.map((kind) => ({ value: kind, label: t(`jobs.kinds.${kind}`) }))} />
            <FilterSelect control={control} name="status" label={t('jobs.list.status')} allLabel={t('jobs.list.allStatuses')} data={JOB_STATUSES.map((status) => ({ value: status, label: t(`jobs.status.${status}`) }))} width={160} />
          </>
        }
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isLoading}
        idAccessor="id"
        columns={[
          {
            accessor: 'kind',
            title: t('jobs.list.job'),
            render: (job) => (
              <Stack gap={2} align="flex-start">
                <Group gap={6}>
                  <Anchor component="button" type="button" size="sm" fw={500} ta="left" onClick={() => setOpened(job)} data-testid="open-job">
                    {t(`jobs.kinds.${job.kind}`)}
                  </Anchor>
                  {job.dryRun && (
                    <Badge size="xs" variant="outline" color="gray">
                      {t('jobs.dryRun')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" style={WRAP}>
                  {job.fileName}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'status',
            title: t('jobs.list.status'),
            render: (job) => (
              <Stack gap={2} align="flex-start">
                <JobStatusBadge status={job.status} />
                <Text size="xs" c="dimmed">
                  {progressText(job)}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'createdByName',
            title: t('jobs.list.startedBy'),
            render: (job) => (
              <Stack gap={2}>
                <Text size="sm" style={WRAP} data-testid="job-started-by">
                  {job.createdByName}
                </Text>
                <Text size="xs" c="dimmed">
                  {dateTime(job.createdAt)}
                </Text>
              </Stack>
            ),
          },
        ]}
      />
      <OpenedJobModal job={opened} onClose={() => setOpened(null)} />
    </>
  );
}
