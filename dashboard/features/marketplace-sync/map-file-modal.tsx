import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAP_COLUMNS } from '../../../core/marketplaces/constants.ts';
import { UPLOAD_POLICIES } from '../../../core/uploads/policies.ts';
import { trpc } from '../../app/trpc.ts';
import { FileDrop } from '../../components/file-drop.tsx';
import { DryRunSwitch } from '../../components/jobs/dry-run-switch.tsx';
import { JobPanel } from '../../components/jobs/job-panel.tsx';
import { useFileJob } from '../../components/jobs/use-file-job.ts';

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
  const [dryRun, setDryRun] = useState(true);
  const { file, upload, uploading, job, running, start, starting } = useFileJob('marketplace-map', () => void utils.marketplaceSync.products.invalidate());
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
        <DryRunSwitch checked={dryRun} onChange={setDryRun} disabled={running} testId="map-dry-run" />
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
