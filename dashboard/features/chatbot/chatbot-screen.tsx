import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SOCIAL_MESSAGES, SOCIAL_SCREEN_PATHS } from '../../../core/social/constants.ts';
import { trpc } from '../../app/trpc.ts';
import { translateMessage } from '../../i18n/messages.ts';
import { ChatbotCard } from './chatbot-card.tsx';
import { QueryPending } from '../../components/query-pending.tsx';

/** /onesync/mychatbot: the chatbot of each connected Facebook page. */
export default function ChatbotScreen() {
  const { t } = useTranslation();
  const pages = trpc.chatbot.pages.useQuery();
  if (pages.error || !pages.data) return <QueryPending error={pages.error} />;
  if (!pages.data.configured) return <Alert color="yellow">{translateMessage(SOCIAL_MESSAGES.notConfigured)}</Alert>;
  return (
    <Stack data-testid="chatbot">
      <Text size="sm" c="dimmed">
        {t('chatbot.intro')}
      </Text>
      {pages.data.pages.length === 0 ? (
        <Stack align="flex-start" data-testid="chatbot-no-pages">
          <Text>{t('chatbot.noPages')}</Text>
          <Button component={Link} to={SOCIAL_SCREEN_PATHS.facebook} variant="light">
            {t('menu.facebookSync')}
          </Button>
        </Stack>
      ) : (
        pages.data.pages.map((bot) => <ChatbotCard key={bot.pageId} bot={bot} />)
      )}
    </Stack>
  );
}
