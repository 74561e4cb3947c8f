import { Button, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DownloadButton } from '../../components/download-button.tsx';
import { SessionImage } from '../../components/session-image.tsx';
import type { BatchImage } from './use-batch.ts';

const THUMB = 140;

/** The AI background tool for an image of the job (/AI-Background/tools/{id}/{type}/{img}), a product's first. */
const aiBackgroundPath = (jobId: string, index: number) => `/AI-Background/tools/${jobId}/product/${index}`;

/** Each image before and after, with its own download and a way on to an AI background. */
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
                <SessionImage path={`/api/jobs/${jobId}/images/${index}`} alt={name} h={THUMB} testId="bg-after" />
              </Stack>
            </Group>
            <Group grow gap="xs">
              <DownloadButton path={`/api/jobs/${jobId}/images/${index}`} fileName={name} label={t('bgRemover.download')} size="xs" variant="light" testId="bg-download" />
              <Button component={Link} to={aiBackgroundPath(jobId, index)} size="xs" variant="light" leftSection={<IconSparkles size={16} />} data-testid="bg-ai-background">
                {t('aiBackground.open')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
