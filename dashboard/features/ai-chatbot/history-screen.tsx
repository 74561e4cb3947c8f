import { Anchor, Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TChannel } from '../../../core/ai-chatbot/constants.ts';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { PhonePages } from '../../components/phone-pages.tsx';
import { AI_CHATBOT_PATHS } from './paths.ts';

const PAGE_SIZE = 20;
const ROLE_COLOUR = { customer: 'var(--mantine-color-blue-light)', bot: undefined, agent: 'var(--mantine-color-teal-light)' } as const;

/** A conversation's messages (customer, bot, live agent), oldest first, a page at a time. */
function Messages({ channel, channelId, conversationId }: { channel: TChannel; channelId: string; conversationId: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [page, setPage] = useState(1);
  const messages = trpc.aiChatbot.messages.useQuery({ channel, channelId, conversationId, page, pageSize: PAGE_SIZE });
  return (
    <Stack gap="xs" data-testid="ai-chatbot-messages">
      {messages.data?.items.map((m) => (
        <Paper key={m.id} withBorder p="sm" bg={ROLE_COLOUR[m.role]} data-testid={`ai-chatbot-${m.role}`}>
          <Group justify="space-between" gap="xs">
            <Text size="xs" fw={500}>
              {t(`aiChatbot.roles.${m.role}`)}
            </Text>
            <Text size="xs" c="dimmed">
              {dateTime(m.createdAt)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {m.content}
          </Text>
        </Paper>
      ))}
      <PhonePages query={messages} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
    </Stack>
  );
}

/** A page's or number's conversations, the latest first; one opened shows its messages. */
export function HistoryScreen({ channel }: { channel: TChannel }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const params = useParams();
  const channelId = params.id ?? '';
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = trpc.aiChatbot.conversations.useQuery({ channel, channelId, page, pageSize: PAGE_SIZE });
  return (
    <Stack data-testid="ai-chatbot-history">
      <Group justify="space-between">
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {t(channel === 'whatsapp' ? 'aiChatbot.whatsappHistory' : 'aiChatbot.messengerHistory', { name: params.name ?? '' })}
        </Text>
        <Anchor component={Link} to={AI_CHATBOT_PATHS.overview} size="sm">
          {t('aiChatbot.back')}
        </Anchor>
      </Group>
      {list.data?.items.map((c) => (
        <Paper key={c.id} withBorder p="sm" data-testid="ai-chatbot-conversation">
          <UnstyledButton w="100%" onClick={() => setOpen(open === c.id ? null : c.id)} aria-expanded={open === c.id}>
            <Group justify="space-between" gap="xs">
              <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                {c.customer}
              </Text>
              <Badge variant="light" color={c.status === 'bot' ? 'blue' : c.status === 'failed' ? 'red' : 'teal'}>
                {t(`aiChatbot.status.${c.status}`)}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {t('aiChatbot.lastMessage', { date: dateTime(c.lastMessageAt) })}
            </Text>
          </UnstyledButton>
          {open === c.id && <Messages channel={channel} channelId={channelId} conversationId={c.id} />}
        </Paper>
      ))}
      <PhonePages query={list} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
    </Stack>
  );
}
