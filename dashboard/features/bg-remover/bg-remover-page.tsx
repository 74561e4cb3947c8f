import { ActionIcon, Alert, Button, Group, Image, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhoto, IconScissors, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BG_REMOVER_LIMITS as L } from '../../../core/bg-remover/constants.ts';
import { trpc } from '../../app/trpc.ts';
import { DownloadButton } from '../../components/download-button.tsx';
import { FileDrop } from '../../components/file-drop.tsx';
import { JobPanel } from '../../components/jobs/job-panel.tsx';
import { QueueStatus } from '../../components/jobs/queue-status.tsx';
import { useJob } from '../../components/jobs/use-job.ts';
import { ResultGrid } from './result-grid.tsx';
import { useBatch } from './use-batch.ts';

/**
 * /tools/bg-remover: up to 20 images dropped (each uploaded and checked by content; refused ones
 * listed with why), then one 'bg-remove' job for them all. While it waits or runs, its place in
 * the queue and an estimate; once done, each image before and after with its download, and the
 * zip of all.
 */
export default function BgRemoverPage() {
  const { t } = useTranslation();
  const batch = useBatch(t('bgRemover.tooManyFiles', { max: L.imagesPerBatch }));
  const { job, running, start, starting, clear } = useJob();
  const results = trpc.bgRemover.queue.useQuery({ id: job?.id ?? '' }, { enabled: job?.status === 'completed' });
  const started = job !== undefined;
  const restart = () => {
    clear();
    batch.clear();
  };
  return (
    <Stack maw={960}>
      <Text size="sm" c="dimmed">
        {t('bgRemover.intro', { max: L.imagesPerBatch })}
      </Text>
      {!started && (
        <Paper p="lg" withBorder>
          <Stack>
            <FileDrop
              purpose="bg-remover"
              multiple
              onDrop={batch.add}
              onReject={batch.reject}
              title={t('bgRemover.drop')}
              hint={t('bgRemover.dropHint', { max: L.imagesPerBatch, px: L.maxSide })}
              icon={<IconPhoto size={32} />}
              loading={batch.uploading}
              disabled={starting || batch.images.length >= L.imagesPerBatch}
              testId="bg-drop"
            />
            {batch.refused.length > 0 && (
              <Alert color="red" title={t('bgRemover.refused')} data-testid="bg-refused">
                <List size="sm">
                  {batch.refused.map((file, i) => (
                    <List.Item key={`${file.name}-${i}`} style={{ overflowWrap: 'anywhere' }}>
                      {file.name}: {file.reason}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
            {batch.images.length > 0 && (
              <>
                <Text size="sm" data-testid="bg-count">
                  {t('bgRemover.chosen', { count: batch.images.length, max: L.imagesPerBatch })}
                </Text>
                <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
                  {batch.images.map((image) => (
                    <Stack key={image.uploadId} gap={2} pos="relative">
                      <Image src={image.preview} alt={image.name} h={80} fit="contain" radius="sm" />
                      <ActionIcon size="sm" variant="filled" color="gray" pos="absolute" top={2} right={2} aria-label={t('bgRemover.removeImage', { name: image.name })} onClick={() => batch.drop(image.uploadId)}>
                        <IconX size={12} />
                      </ActionIcon>
                    </Stack>
                  ))}
                </SimpleGrid>
              </>
            )}
            <Group justify="flex-end">
              <Button
                leftSection={<IconScissors size={16} />}
                loading={starting}
                disabled={batch.uploading || batch.images.length === 0}
                onClick={() => start({ kind: 'bg-remove', uploadIds: batch.images.map((image) => image.uploadId) })}
                data-testid="bg-start"
              >
                {t('bgRemover.start')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {job && (
        <>
          <QueueStatus job={job} />
          <JobPanel job={job} />
        </>
      )}
      {job?.status === 'completed' && results.data && (
        <>
          <Group justify="space-between">
            <DownloadButton path={`/api/jobs/${job.id}/result`} fileName={job.fileName} label={t('bgRemover.downloadAll')} testId="bg-download-all" />
            <Button variant="default" onClick={restart} data-testid="bg-new">
              {t('bgRemover.newBatch')}
            </Button>
          </Group>
          <ResultGrid jobId={job.id} images={batch.images} names={results.data.names} />
        </>
      )}
      {job && !running && job.status !== 'completed' && (
        <Group justify="flex-end">
          <Button variant="default" onClick={restart}>
            {t('bgRemover.newBatch')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
