import { useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FILE_FORMATS, type TFileFormat } from '../../../../core/jobs/schema.ts';
import { JobPanel } from '../../../components/jobs/job-panel.tsx';
import { useJob } from '../../../components/jobs/use-job.ts';

/** Export every product as CSV or XLSX: the job followed to its result, whose file JobPanel offers. */
export function ExportModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<TFileFormat>('csv');
  const { job, running, start, starting } = useJob();

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
        {job && <JobPanel job={job} />}
        <Group justify="flex-end">
          <Button onClick={() => start({ kind: 'product-export', format })} disabled={running} loading={starting} data-testid="start-export">
            {t('catalogue.files.startExport')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
