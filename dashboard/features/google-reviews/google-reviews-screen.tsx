import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GOOGLE_REVIEW_MESSAGES } from '../../../core/content/google-reviews/google-reviews-schema.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { translateMessage } from '../../i18n/messages.ts';
import { ConnectCard } from './connect-card.tsx';
import { LocationPicker } from './location-picker.tsx';
import { ReviewsPanel } from './reviews-panel.tsx';
import { useGoogleCallback } from './use-google-callback.ts';

/**
 * /manage/google-reviews: the merchant's reviews on Google. Not connected: connect (Google sends
 * the browser back here to finish); connected: choose the location, then read and reply.
 */
export default function GoogleReviewsScreen() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const connecting = useGoogleCallback();
  const status = trpc.googleReviews.status.useQuery();
  const [changing, setChanging] = useState(false);
  if (status.error) return <Alert color="red">{errorInfo(status.error).message}</Alert>;
  if (connecting || !status.data)
    return (
      <Center h={200}>
        <Stack align="center">
          <Loader />
          {connecting ? <Text>{t('googleReviews.connecting')}</Text> : null}
        </Stack>
      </Center>
    );
  const s = status.data;
  if (!s.configured)
    return (
      <Alert color="yellow" data-testid="google-not-configured">
        {translateMessage(GOOGLE_REVIEW_MESSAGES.notConfigured)}
      </Alert>
    );
  if (!s.connected) return <ConnectCard />;
  if (!s.location || changing) {
    if (canEdit) return <LocationPicker status={s} onCancel={s.location ? () => setChanging(false) : undefined} />;
    return <Text data-testid="google-no-location">{t('googleReviews.viewerNoLocation')}</Text>;
  }
  return <ReviewsPanel status={s} onChangeLocation={() => setChanging(true)} />;
}
