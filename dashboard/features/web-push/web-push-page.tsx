import { Stack } from '@mantine/core';
import { WebPushFormCard } from './web-push-form-card.tsx';
import { WebPushHistoryCard } from './web-push-history-card.tsx';
import { WebPushSubscribersCard } from './web-push-subscribers-card.tsx';

/** /tools/web-push-notification: the send form, the subscribers by device and status, and the history of sends. */
export default function WebPushPage() {
  return (
    <Stack data-testid="web-push">
      <WebPushFormCard />
      <WebPushSubscribersCard />
      <WebPushHistoryCard />
    </Stack>
  );
}
