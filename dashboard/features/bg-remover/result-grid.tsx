import { Card, Group, Image, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFileBlob } from '../../app/files.ts';
import { DownloadButton } from '../../components/download-button.tsx';
import type { BatchImage } from './use-batch.ts';

/** Transparent parts show as the usual grey and white checkerboard. */
const CHECKERBOARD = { background: 'repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 16px 16px' };
const THUMB = 140;

/** A result PNG (it needs the session, so it is fetched, not linked). */
function After({ path, name }: { path: string; name: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    void fetchFileBlob(path).then((blob) => {
      objectUrl = URL.createObjectURL(blob);
      if (live) setUrl(objectUrl);
      else URL.revokeObjectURL(objectUrl);
    });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return url ? <Image src={url} alt={name} h={THUMB} fit="contain" style={CHECKERBOARD} data-testid="bg-after" /> : <Skeleton h={THUMB} />;
}

/** Each image before and after, with its own download. */
export function ResultGrid({ jobId, images, names }: { jobId: string; images: BatchImage[]; names: string[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="bg-results">
      {names.map((name, index) => (
        <Card key={name} withBorder padding="sm">
          <Stack gap="xs">
            <Text size="sm" fw={500} truncate>
              {name}
            </Text>
            <Group grow gap="xs" wrap="nowrap">
              <Stack gap={2}>
                <Text size="xs" c="dimmed">
                  {t('bgRemover.before')}
                </Text>
                {images[index] && <Image src={images[index].preview} alt={images[index].name} h={THUMB} fit="contain" />}
              </Stack>
              <Stack gap={2}>
                <Text size="xs" c="dimmed">
                  {t('bgRemover.after')}
                </Text>
                <After path={`/api/jobs/${jobId}/images/${index}`} name={name} />
              </Stack>
            </Group>
            <DownloadButton path={`/api/jobs/${jobId}/images/${index}`} fileName={name} label={t('bgRemover.download')} size="xs" variant="light" testId="bg-download" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
