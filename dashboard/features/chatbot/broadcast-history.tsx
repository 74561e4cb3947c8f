import { Badge, Button, Card, Group, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { SectionCard } from '../../components/section-card.tsx';

const PAGE_SIZE = 20;
const STATUS_COLOURS = { pending: 'gray', sent: 'green', failed: 'red' } as const;

/** How a broadcast went for each recipient, failed ones first with Facebook's reason. */
function Recipients({ broadcastId }: { broadcastId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = trpc.chatbot.recipients.useQuery({ broadcastId, page, pageSize: PAGE_SIZE });
  if (!list.data) return null;
  return (
    <Stack gap={4} data-testid="broadcast-recipients">
      {list.data.items.map((r) => (
        <Group key={r.psid} gap="xs" wrap="wrap" data-testid="broadcast-recipient">
          <Badge color={STATUS_COLOURS[r.status]} variant="light">
            {t(`chatbot.recipientStatus.${r.status}`)}
          </Badge>
          <Text size="sm">{t('chatbot.recipient', { id: r.psid })}</Text>
          {r.error ? (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {r.error}
            </Text>
          ) : null}
        </Group>
      ))}
      {list.data.total > PAGE_SIZE ? <Pagination size="sm" total={Math.ceil(list.data.total / PAGE_SIZE)} value={page} onChange={setPage} /> : null}
    </Stack>
  );
}

/** The page's broadcasts, newest first, each with its counts and, opened, its recipients. */
export function BroadcastHistory({ pageId }: { pageId: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = trpc.chatbot.broadcasts.useQuery({ pageId, page, pageSize: PAGE_SIZE });
  return (
    <SectionCard title={t('chatbot.history')}>
      <Stack gap="sm" data-testid="broadcast-history">
        {list.data?.items.length === 0 ? <Text c="dimmed">{t('chatbot.noBroadcasts')}</Text> : null}
        {list.data?.items.map((b) => (
          <Card key={b.id} withBorder padding="sm" data-testid="broadcast-row">
            <Stack gap={4}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {b.title}
              </Text>
              <Text size="xs" c="dimmed">
                {dateTime(b.createdAt)}
              </Text>
              <Text size="sm" data-testid="broadcast-counts">
                {t('chatbot.counts', { sent: b.sentCount, failed: b.failedCount, pending: b.pendingCount })}
              </Text>
              <Group>
                <Button size="compact-sm" variant="subtle" onClick={() => setOpen(open === b.id ? null : b.id)} data-testid="broadcast-open">
                  {t(open === b.id ? 'chatbot.hideRecipients' : 'chatbot.showRecipients')}
                </Button>
              </Group>
              {open === b.id ? <Recipients broadcastId={b.id} /> : null}
            </Stack>
          </Card>
        ))}
        {list.data && list.data.total > PAGE_SIZE ? <Pagination total={Math.ceil(list.data.total / PAGE_SIZE)} value={page} onChange={setPage} /> : null}
      </Stack>
    </SectionCard>
  );
}
