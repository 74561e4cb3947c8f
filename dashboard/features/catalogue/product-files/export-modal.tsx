import { useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FILE_FORMATS, type TFileFormat } from '../../../../core/jobs/schema.ts';
import { showError } from '../../../app/dialogs.tsx';
import { trpc } from '../../../app/trpc.ts';
import { JobProgress } from '../../../components/jobs/job-progress.tsx';
import { useFollowedJob } from '../../../components/jobs/use-followed-job.ts';

/** Export every product as CSV or XLSX: the job followed to its result, whose file JobProgress offers. */
export function ExportModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<TFileFormat>('csv');
  const { job, running, follow } = useFollowedJob();
  const start = trpc.jobs.startExport.useMutation({ onSuccess: follow, onError: showError });
  const run = () => {
    follow(null);
    start.mutate({ format });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{t('catalogue.files.exportTitle')}</Text>} centered>
      <Stack data-testid="export-modal">
        <Text size="sm">{t('catalogue.files.exportHint')}</Text>
        <SegmentedControl
          data={FILE_FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }))}
          value={format}
          onChange={(value) => setFormat(value as TFileFormat)}
          disabled={running}
          aria-label={t('catalogue.files.format')}
          data-testid="export-format"
        />
        {job && <JobProgress job={job} />}
        <Group justify="flex-end">
          <Button onClick={run} disabled={running} loading={start.isPending} data-testid="start-export">
            {t('catalogue.files.startExport')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
