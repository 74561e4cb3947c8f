import { Alert, Button, Checkbox, Group, Paper, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { AI_BACKGROUND_LIMITS as L, AI_BACKGROUND_TYPES, type TAiBackgroundType } from '../../../core/ai-background/constants.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { useJob } from '../../components/jobs/use-job.ts';
import { SessionImage } from '../../components/session-image.tsx';
import { Generation } from './generation.tsx';
import { AI_BACKGROUND_PATHS as P } from './paths.ts';
import { ScenePicker } from './scene-picker.tsx';

/** The latest generation of this image and type, or section 8's "image not yet submitted". */
function LatestResult({ id, type, img, started }: { id: string; type: TAiBackgroundType; img: number; started?: string }) {
  const latest = trpc.aiBackground.result.useQuery({ id, type, img }, { retry: false, enabled: !started });
  const shown = started ?? latest.data?.jobId;
  if (shown) return <Generation key={shown} id={shown} />;
  if (!latest.error) return null;
  const error = errorInfo(latest.error);
  return error.appCode === 'AI_BACKGROUND.NOT_SUBMITTED' ? (
    <Text size="sm" c="dimmed" data-testid="aibg-not-submitted">
      {error.message}
    </Text>
  ) : (
    <Alert color="red">{error.message}</Alert>
  );
}

function Tool({ id, type, img }: { id: string; type: TAiBackgroundType; img: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useCanEdit();
  const source = trpc.aiBackground.source.useQuery({ id, img });
  const { job, start, starting } = useJob();
  const [scene, setScene] = useState('studio');
  const [upscale, setUpscale] = useState(false);
  if (source.error) return <Alert color="red">{errorInfo(source.error).message}</Alert>;
  if (!source.data) return <Skeleton h={300} />;
  const facts = source.data;
  return (
    <Stack maw={720} data-testid="ai-background">
      <Text size="sm" c="dimmed">
        {t('aiBackground.intro', { credits: L.creditsPerImage })}
      </Text>
      <Text fw={500} data-testid="ai-credits">
        {t('contentGenerator.credits', { credits: facts.credits })}
      </Text>
      <Paper p="md" withBorder>
        <Stack gap="sm">
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {t('aiBackground.source')}: {facts.name} · {t('aiBackground.size', { width: facts.width, height: facts.height })}
          </Text>
          <SessionImage path={`/api/jobs/${id}/images/${img}`} alt={facts.name} h={220} testId="aibg-source" />
          <SegmentedControl
            fullWidth
            value={type}
            onChange={(next) => void navigate(P.of(id, next as TAiBackgroundType, img))}
            data={AI_BACKGROUND_TYPES.map((value) => ({ value, label: t(`aiBackground.types.${value}`) }))}
            aria-label={t('aiBackground.type')}
            data-testid="aibg-type"
          />
          <ScenePicker type={type} value={scene} onChange={setScene} />
          <Checkbox label={t('aiBackground.upscale')} checked={upscale} onChange={(e) => setUpscale(e.currentTarget.checked)} data-testid="aibg-upscale" />
          {upscale && facts.upscaleWarned && (
            <Alert color="yellow" data-testid="aibg-upscale-warning">
              {t('aiBackground.upscaleWarning', { percent: facts.expansionPercent })}
            </Alert>
          )}
          {canEdit && (
            <Group justify="flex-end">
              <Button leftSection={<IconSparkles size={16} />} loading={starting} disabled={scene.trim() === ''} onClick={() => start({ kind: 'ai-background', id, type, img, scene, upscale })} data-testid="aibg-submit">
                {t('aiBackground.submit')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      <LatestResult id={id} type={type} img={img} started={job?.id} />
    </Stack>
  );
}

/**
 * /AI-Background/tools/{id}/{type}/{img}: an image the background remover cut out ({id} its job,
 * {img} the image), a scene for a product or a portrait, and the generation: its place in the
 * queue and an estimate while it waits, then the result to download.
 */
export default function AiBackgroundPage() {
  const params = useParams();
  const type = AI_BACKGROUND_TYPES.find((value) => value === params.type);
  const img = Number(params.img);
  if (!type || !Number.isInteger(img) || img < 0 || !params.id) return <Navigate to="/404" replace />;
  return <Tool key={`${params.id}/${type}/${img}`} id={params.id} type={type} img={img} />;
}
