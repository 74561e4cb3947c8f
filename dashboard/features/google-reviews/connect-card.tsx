import { Button, Card, Stack, Text } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCanEdit } from '../../app/screen-access.tsx';
import { useConnectGoogle } from './use-connect-google.ts';

/** Not connected yet: an editor connects Google; a viewer is told that someone else has to. */
export function ConnectCard() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const google = useConnectGoogle();
  return (
    <Card withBorder data-testid="google-connect">
      <Stack align="flex-start">
        <Text>{t(canEdit ? 'googleReviews.connectIntro' : 'googleReviews.viewerNotConnected')}</Text>
        {canEdit ? (
          <Button leftSection={<IconBrandGoogle size={18} />} loading={google.pending} onClick={google.connect} data-testid="google-connect-button">
            {t('googleReviews.connect')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
