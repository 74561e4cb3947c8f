import { Alert, Anchor, Badge, Button, Group, List, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TChatbotOverview } from '../../../core/ai-chatbot/schema.ts';
import { showError } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { ChannelsCard } from './channels-card.tsx';
import { AI_CHATBOT_PATHS } from './paths.ts';
import { QueryPending } from '../../components/query-pending.tsx';

/** On service or offline, and why it cannot go on service. */
function ServiceCard({ overview }: { overview: TChatbotOverview }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const canEdit = useCanEdit();
  const service = trpc.aiChatbot.setService.useMutation({ onSuccess: (data) => utils.aiChatbot.overview.setData(undefined, data), onError: showError });
  return (
    <SectionCard title={t('aiChatbot.title')}>
      <Group justify="space-between" wrap="wrap">
        <Switch
          label={t('aiChatbot.serviceSwitch')}
          checked={overview.onService}
          disabled={!canEdit || service.isPending}
          onChange={(e) => service.mutate({ onService: e.currentTarget.checked })}
          data-testid="ai-chatbot-service"
        />
        <Badge color={overview.onService ? 'green' : 'gray'} data-testid="ai-chatbot-state">
          {t(overview.onService ? 'aiChatbot.onService' : 'aiChatbot.offline')}
        </Badge>
      </Group>
      {!overview.onService && overview.blockers.length > 0 && (
        <Alert color="yellow" data-testid="ai-chatbot-blockers">
          <List size="sm">
            {overview.blockers.map((b) => (
              <List.Item key={b}>{t(`aiChatbot.blockers.${b}`)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Button component={Link} to={AI_CHATBOT_PATHS.configure} variant="light" data-testid="ai-chatbot-configure">
        {t('aiChatbot.configure')}
      </Button>
    </SectionCard>
  );
}

/** The AI credits and when each pack's credits expire. */
function CreditsCard({ overview }: { overview: TChatbotOverview }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <SectionCard title={t('aiChatbot.credits', { credits: overview.credits })}>
      <Stack gap={4} data-testid="ai-chatbot-credits">
        {overview.packs.map((p) => (
          <Text key={p.id} size="sm">
            {p.expiresAt ? t('aiChatbot.packExpiry', { remaining: p.remaining, date: dateTime(p.expiresAt, false) }) : t('aiChatbot.packNoExpiry', { remaining: p.remaining })}
          </Text>
        ))}
        <Anchor component={Link} to={AI_CHATBOT_PATHS.credits} size="sm">
          {t('aiChatbot.buyCredits')}
        </Anchor>
      </Stack>
    </SectionCard>
  );
}

/** /AI-chatbot: on service or offline, the linked pages and numbers with their conversations, and the AI credits. */
export default function AiChatbotScreen() {
  const overview = trpc.aiChatbot.overview.useQuery();
  if (overview.error || !overview.data) return <QueryPending error={overview.error} />;
  return (
    <Stack data-testid="ai-chatbot">
      <ServiceCard overview={overview.data} />
      <ChannelsCard overview={overview.data} />
      <CreditsCard overview={overview.data} />
    </Stack>
  );
}
