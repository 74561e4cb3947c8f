import { useState } from 'react';
import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAP_COLUMNS } from '../../../core/marketplaces/constants.ts';
import { UPLOAD_POLICIES } from '../../../core/uploads/policies.ts';
import type { UploadedFile } from '../../app/files.ts';
import { trpc } from '../../app/trpc.ts';
import { FileDrop } from '../../components/file-drop.tsx';
import { JobPanel } from '../../components/jobs/job-panel.tsx';
import { useJob } from '../../components/jobs/use-job.ts';
import { useUploader } from '../../components/use-uploader.ts';

const MAX_MB = UPLOAD_POLICIES['marketplace-map'].maxBytes / 1024 / 1024;
/** The template: the file's header, and one row naming this shop for the merchant to copy down. */
const templateHref = (shopRef: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(`${Object.values(MAP_COLUMNS).join(',')}\r\n${shopRef},,\r\n`)}`;

/**
 * Upload mapping file: a CSV of shop id, marketplace SKU and catalogue SKU, checked first as a dry
 * run (refused rows in the error file) and then committed, all rows or none, by the
 * marketplace-map job. It stays mounted while closed, so the list refreshes when a commit ends.
 */
export function MapFileModal({ shopRef, opened, onClose }: { shopRef: string; opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [dryRun, setDryRun] = useState(true);
  const { job, running, start, starting, clear } = useJob({
    onEnded: (ended) => {
      if (ended.status === 'completed' && !ended.dryRun) void utils.marketplaceSync.products.invalidate();
    },
  });
  const { upload, uploading } = useUploader('marketplace-map', (uploaded) => {
    setFile(uploaded);
    clear();
  });
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{t('marketplaceSync.mapFile.title')}</Text>} size="lg" centered>
      <Stack data-testid="map-file-modal">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" style={{ flex: '1 1 14rem' }}>
            {t('marketplaceSync.mapFile.templateHint')}
          </Text>
          <Button component="a" href={templateHref(shopRef)} download="marketplace-mapping.csv" variant="default" size="xs" leftSection={<IconDownload size={14} />} data-testid="map-template">
            {t('marketplaceSync.mapFile.template')}
          </Button>
        </Group>
        <FileDrop
          purpose="marketplace-map"
          onDrop={upload}
          loading={uploading}
          disabled={running}
          title={file?.fileName ?? t('marketplaceSync.mapFile.drop')}
          hint={t('marketplaceSync.mapFile.dropHint', { mb: MAX_MB })}
          icon={<IconFileSpreadsheet size={40} stroke={1.5} color="var(--mantine-color-dimmed)" />}
          testId="map-drop"
        />
        <Switch
          label={t('catalogue.files.dryRun')}
          description={t('catalogue.files.dryRunHint')}
          checked={dryRun}
          onChange={(event) => setDryRun(event.currentTarget.checked)}
          disabled={running}
          data-testid="map-dry-run"
        />
        <Text size="xs" c="dimmed">
          {t('marketplaceSync.mapFile.allOrNothing')}
        </Text>
        {job && <JobPanel job={job} />}
        <Group justify="flex-end">
          <Button onClick={() => file && start({ kind: 'marketplace-map', uploadId: file.id, dryRun })} disabled={!file || uploading || running} loading={starting} data-testid="map-start">
            {t(dryRun ? 'catalogue.files.startCheck' : 'marketplaceSync.mapFile.start')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
