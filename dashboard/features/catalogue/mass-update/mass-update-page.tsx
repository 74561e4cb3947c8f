import { Card, Group, List, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_LIMITS } from '../../../../core/catalogue/constants.ts';
import { trpc } from '../../../app/trpc.ts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { FileDrop } from '../../../components/file-drop.tsx';
import { useUploader } from '../../../components/use-uploader.ts';
import { useCanEdit } from '../../../app/screen-access.tsx';
import { JobPanel } from '../../../components/jobs/job-panel.tsx';
import { useJob } from '../../../components/jobs/use-job.ts';
import { JobHistory } from './job-history.tsx';

const TEMPLATE = '/api/catalogue/template?kind=mass-update&format=xlsx';

/** The template, the upload and the job it starts, followed to its result. */
function MassUpdateCard() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  // When the job is over, the product list is refreshed (the history is, as every job list).
  const { job, running, start, starting } = useJob({ onEnded: () => void utils.products.list.invalidate() });
  const { upload, uploading } = useUploader('mass-update', (uploaded) => start({ kind: 'mass-update', uploadId: uploaded.id }));

  return (
    <Card withBorder>
      <Stack>
        <Group justify="space-between" align="flex-start">
          <List size="sm" spacing={4}>
            <List.Item>{t('catalogue.massUpdate.step1')}</List.Item>
            <List.Item>{t('catalogue.massUpdate.step2')}</List.Item>
            <List.Item>{t('catalogue.massUpdate.step3', { mb: CATALOGUE_LIMITS.massUpdateBytes / 1024 / 1024 })}</List.Item>
          </List>
          <DownloadButton path={TEMPLATE} fileName="mass-update.xlsx" label={t('catalogue.massUpdate.template')} variant="default" testId="download-template" />
        </Group>
        <FileDrop
          purpose="mass-update"
          onDrop={upload}
          loading={uploading || starting || running}
          title={t('catalogue.massUpdate.drop')}
          hint={t('catalogue.massUpdate.dropHint')}
          icon={<IconFileSpreadsheet size={40} stroke={1.5} color="var(--mantine-color-dimmed)" />}
          testId="mass-update-drop"
        />
        {job && <JobPanel job={job} />}
        <Text size="xs" c="dimmed">
          {t('catalogue.massUpdate.kept', { count: CATALOGUE_LIMITS.massUpdateFilesKept })}
        </Text>
      </Stack>
    </Card>
  );
}

/** /manage/products/mass-update: the latest template, an edited copy uploaded (editors only), the job followed to its result, and the history. */
export default function MassUpdatePage() {
  const canEdit = useCanEdit();
  return (
    <Stack>
      {canEdit && <MassUpdateCard />}
      <JobHistory />
    </Stack>
  );
}
