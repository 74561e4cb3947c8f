import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconMessagePlus, IconSend } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AI_ASSISTANT_LIMITS as L, CONVERSATION_COST, type TAssistant } from '../../../core/ai-assistant/constants.ts';
import type { TConversation } from '../../../core/ai-assistant/schema.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { AiCredits } from '../../components/ai-credits.tsx';
import { MessageList } from './message-list.tsx';

/**
 * An assistant's chat: a new conversation (1 AI credit) or the one named by ?c=, its messages,
 * and a box to write the next one. Failures (no credits, busy, connection lost, one answer at a
 * time) are shown under the box, which keeps the text for another try.
 */
export function ChatScreen({ assistant }: { assistant: TAssistant }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const [params, setParams] = useSearchParams();
  const id = params.get('c');
  const [text, setText] = useState('');
  const conversation = trpc.aiAssistant.conversation.useQuery({ id: id ?? '' }, { enabled: id !== null });
  const done = async (data: TConversation) => {
    setText('');
    utils.aiAssistant.conversation.setData({ id: data.id }, data);
    if (data.id !== id) setParams({ c: data.id });
    await utils.aiAssistant.conversations.invalidate();
  };
  const start = trpc.aiAssistant.start.useMutation({ onSuccess: done, onSettled: () => utils.contentGenerator.overview.invalidate() });
  const reply = trpc.aiAssistant.reply.useMutation({ onSuccess: done });
  const sending = start.isPending || reply.isPending;
  const failure = start.error ?? reply.error;
  const current = id !== null ? conversation.data : undefined;
  const send = () => {
    start.reset();
    reply.reset();
    if (id === null) start.mutate({ assistant, message: text });
    else reply.mutate({ id, message: text });
  };
  const full = current !== undefined && current.messagesLeft === 0;
  return (
    <Stack data-testid={`chat-${assistant}`}>
      <Text size="sm" c="dimmed">
        {t(`aiAssistant.intro.${assistant}`)}
      </Text>
      <AiCredits />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed" data-testid="chat-allowance">
          {current ? t('aiAssistant.messagesLeft', { left: current.messagesLeft }) : t('aiAssistant.startCost', { cost: CONVERSATION_COST, max: L.messagesPerConversation })}
        </Text>
        {id !== null && (
          <Button variant="subtle" size="compact-sm" leftSection={<IconMessagePlus size={14} />} onClick={() => setParams({})} data-testid="chat-new">
            {t('aiAssistant.newConversation')}
          </Button>
        )}
      </Group>
      {id !== null && conversation.error && <Alert color="red">{errorInfo(conversation.error).message}</Alert>}
      {current && <MessageList assistant={assistant} messages={current.messages} />}
      {canEdit && !full && (
        <Stack gap="xs">
          <Textarea
            aria-label={t('aiAssistant.message')}
            placeholder={t(`aiAssistant.placeholder.${assistant}`)}
            autosize
            minRows={3}
            maxLength={L.messageMaxChars}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={failure ? errorInfo(failure).fieldErrors?.message : undefined}
            data-testid="chat-input"
          />
          <Group justify="flex-end">
            <Button leftSection={<IconSend size={16} />} loading={sending} disabled={text.trim() === '' || current?.replying === true} onClick={send} data-testid="chat-send">
              {t('aiAssistant.send')}
            </Button>
          </Group>
        </Stack>
      )}
      {full && <Alert color="yellow">{t('aiAssistant.full')}</Alert>}
      {failure && !errorInfo(failure).fieldErrors && (
        <Alert color="red" data-testid="chat-error">
          {errorInfo(failure).message}
        </Alert>
      )}
    </Stack>
  );
}
