import { Alert, Button, Stack, Text } from '@mantine/core';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from './chunk-load.ts';

/** In place of a screen that failed: a part of it that did not load (chunk-load.ts), or anything else it threw. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('shell.loadError.title')} data-testid="route-error" data-reason={error instanceof ChunkLoadError ? 'chunk' : 'other'}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{error instanceof ChunkLoadError ? t('shell.loadError.chunk') : t('shell.loadError.other')}</Text>
        <Button size="xs" variant="default" onClick={() => window.location.reload()}>
          {t('shell.loadError.reload')}
        </Button>
      </Stack>
    </Alert>
  );
}
