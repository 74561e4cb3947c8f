import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCanEdit } from '../../app/screen-access.tsx';
import { errorInfo } from '../../app/trpc.ts';
import { useConnectGoogle } from './use-connect-google.ts';

/** The spec's hint after the errors that signing in to Google again mends. */
const HINTS: Record<string, string> = {
  'GOOGLE_REVIEWS.TOKEN_EXPIRED': 'googleReviews.hints.tokenExpired',
  'GOOGLE_REVIEWS.UNABLE_TO_GET_REVIEW': 'googleReviews.hints.unableToGetReview',
};

/** A call to Google that failed, in its message; with the hint and a way to sign in again where that mends it. */
export function GoogleErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const google = useConnectGoogle();
  const info = errorInfo(error);
  const hint = info.appCode ? HINTS[info.appCode] : undefined;
  return (
    <Alert color="red" data-testid="google-reviews-error">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{info.message}</Text>
        {hint ? <Text size="sm">{t(hint)}</Text> : null}
        {hint && canEdit ? (
          <Button size="xs" variant="light" loading={google.pending} onClick={google.connect}>
            {t('googleReviews.signInAgain')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
