import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FILE_FORMATS, IMPORT_MODES, type TImportMode } from '../../../../core/jobs/schema.ts';
import { UPLOAD_POLICIES } from '../../../../core/uploads/policies.ts';
import { trpc } from '../../../app/trpc.ts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { FileDrop } from '../../../components/file-drop.tsx';
import { DryRunSwitch } from '../../../components/jobs/dry-run-switch.tsx';
import { JobPanel } from '../../../components/jobs/job-panel.tsx';
import { useFileJob } from '../../../components/jobs/use-file-job.ts';

const MAX_MB = UPLOAD_POLICIES['product-import'].maxBytes / 1024 / 1024;

/**
 * Import products from a CSV or XLSX file: the template, the file, the mode and a dry run, then
 * the job followed to its result. It stays mounted while closed, so a running import still
 * refreshes the list when it ends.
 */
export function ImportModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [mode, setMode] = useState<TImportMode>('upsert');
  const [dryRun, setDryRun] = useState(false);
  // Only a real import that went through changes the catalogue.
  const { file, upload, uploading, job, running, start, starting } = useFileJob('product-import', () => void utils.products.list.invalidate());

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
        <DryRunSwitch checked={dryRun} onChange={setDryRun} disabled={running} testId="import-dry-run" />
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
