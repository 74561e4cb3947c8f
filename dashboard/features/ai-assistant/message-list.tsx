import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAssistant } from '../../../core/ai-assistant/constants.ts';
import type { TChatMessage } from '../../../core/ai-assistant/schema.ts';

/** A conversation's messages; the model's text is shown as text, never as HTML. */
export function MessageList({ assistant, messages }: { assistant: TAssistant; messages: TChatMessage[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="chat-messages">
      {messages.map((m) => (
        <Paper key={m.id} withBorder p="sm" bg={m.role === 'user' ? 'var(--mantine-color-blue-light)' : undefined} ml={m.role === 'user' ? 'xl' : 0} mr={m.role === 'user' ? 0 : 'xl'} data-testid={`chat-${m.role}`}>
          <Text size="xs" c="dimmed">
            {m.role === 'user' ? t('aiAssistant.you') : t(`aiAssistant.names.${assistant}`)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {m.content}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
