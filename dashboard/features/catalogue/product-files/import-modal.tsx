import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Switch, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FILE_FORMATS, IMPORT_MODES, type TImportMode } from '../../../../core/jobs/schema.ts';
import { UPLOAD_POLICIES } from '../../../../core/uploads/policies.ts';
import type { UploadedFile } from '../../../app/files.ts';
import { trpc } from '../../../app/trpc.ts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { FileDrop } from '../../../components/file-drop.tsx';
import { useUploader } from '../../../components/use-uploader.ts';
import { JobPanel } from '../../../components/jobs/job-panel.tsx';
import { useJob } from '../../../components/jobs/use-job.ts';

const MAX_MB = UPLOAD_POLICIES['product-import'].maxBytes / 1024 / 1024;

/**
 * Import products from a CSV or XLSX file: the template, the file, the mode and a dry run, then
 * the job followed to its result. It stays mounted while closed, so a running import still
 * refreshes the list when it ends.
 */
export function ImportModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [mode, setMode] = useState<TImportMode>('upsert');
  const [dryRun, setDryRun] = useState(false);
  const { job, running, start, starting, clear } = useJob({
    // Only a real import that went through changes the catalogue.
    onEnded: (ended) => {
      if (ended.status === 'completed' && !ended.dryRun) void utils.products.list.invalidate();
    },
  });
  const { upload, uploading } = useUploader('product-import', (uploaded) => {
    setFile(uploaded);
    clear();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{t('catalogue.files.importTitle')}</Text>} size="lg" centered>
      <Stack data-testid="import-modal">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{t('catalogue.files.templateHint')}</Text>
          <Group gap="xs" wrap="nowrap">
            {FILE_FORMATS.map((format) => (
              <DownloadButton
                key={format}
                path={`/api/catalogue/template?kind=import&format=${format}`}
                fileName={`products-template.${format}`}
                label={format.toUpperCase()}
                variant="default"
                size="xs"
                testId={`import-template-${format}`}
              />
            ))}
          </Group>
        </Group>
        <FileDrop
          purpose="product-import"
          onDrop={upload}
          loading={uploading}
          disabled={running}
          title={file?.fileName ?? t('catalogue.files.drop')}
          hint={file ? t('catalogue.files.dropAnother') : t('catalogue.files.dropHint', { mb: MAX_MB })}
          icon={<IconFileSpreadsheet size={40} stroke={1.5} color="var(--mantine-color-dimmed)" />}
          testId="import-drop"
        />
        <Radio.Group label={t('catalogue.files.mode')} value={mode} onChange={(value) => setMode(value as TImportMode)}>
          <Stack gap="xs" mt={6}>
            {IMPORT_MODES.map((m) => (
              <Radio key={m} value={m} label={t(`catalogue.files.modes.${m}`)} description={t(`catalogue.files.modeHints.${m}`)} disabled={running} data-testid={`import-mode-${m}`} />
            ))}
          </Stack>
        </Radio.Group>
        <Switch
          label={t('catalogue.files.dryRun')}
          description={t('catalogue.files.dryRunHint')}
          checked={dryRun}
          onChange={(event) => setDryRun(event.currentTarget.checked)}
          disabled={running}
          data-testid="import-dry-run"
        />
        <Text size="xs" c="dimmed">
          {t('catalogue.files.allOrNothing')}
        </Text>
        {job && <JobPanel job={job} />}
        <Group justify="flex-end">
          <Button onClick={() => file && start({ kind: 'product-import', uploadId: file.id, mode, dryRun })} disabled={!file || uploading || running} loading={starting} data-testid="start-import">
            {t(dryRun ? 'catalogue.files.startCheck' : 'catalogue.files.startImport')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
