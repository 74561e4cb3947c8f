import { Stack } from '@mantine/core';
import { AppVersionNotice } from './app-version-notice.tsx';
import { PushComposeCard } from './push-compose-card.tsx';
import { PushHistoryCard } from './push-history-card.tsx';

/** /app/push-message: compose a push message (send now or schedule) and its history, with the notice when the merchant's app is too old. */
export default function PushMessagePage() {
  return (
    <Stack data-testid="push-message">
      <AppVersionNotice />
      <PushComposeCard />
      <PushHistoryCard />
    </Stack>
  );
}
