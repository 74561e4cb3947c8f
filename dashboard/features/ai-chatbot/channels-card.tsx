import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TChannel } from '../../../core/ai-chatbot/constants.ts';
import type { TChatbotOverview } from '../../../core/ai-chatbot/schema.ts';
import { showError } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { SyncStatusBadge } from '../../components/sync-status-badge.tsx';
import { NumberForm } from './number-form.tsx';
import { historyPath } from './paths.ts';

/** A linked page or number: its name and details, and the link to its conversations. */
function ChannelRow({ channel, id, name, details, children }: { channel: TChannel; id: string; name: string; details: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" data-testid={`ai-chatbot-${channel}`}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {details}
          </Text>
        </Stack>
        <Group gap="xs">
          {children}
          <Anchor component={Link} to={historyPath(channel, id, name)} size="sm" data-testid="ai-chatbot-history-link">
            {t('aiChatbot.conversations')}
          </Anchor>
        </Group>
      </Group>
    </Paper>
  );
}

/** The Messenger pages (the chatbot's connected Facebook pages) and the WhatsApp business numbers the bot answers on. */
export function ChannelsCard({ overview }: { overview: TChatbotOverview }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const unlink = trpc.aiChatbot.unlinkNumber.useMutation({ onSuccess: (data) => utils.aiChatbot.overview.setData(undefined, data), onError: showError });
  return (
    <>
      <SectionCard title={t('aiChatbot.pages')}>
        {overview.pages.length === 0 && <Text size="sm">{t('aiChatbot.noPages')}</Text>}
        {overview.pages.map((p) => (
          <ChannelRow key={p.id} channel="messenger" id={p.id} name={p.name} details={p.id}>
            <SyncStatusBadge status={p.status} />
          </ChannelRow>
        ))}
      </SectionCard>
      <SectionCard title={t('aiChatbot.numbers')}>
        {overview.numbers.length === 0 && <Text size="sm">{t('aiChatbot.noNumbers')}</Text>}
        {overview.numbers.map((n) => (
          <ChannelRow key={n.id} channel="whatsapp" id={n.id} name={n.businessName} details={`+${n.phone} · ${t('aiChatbot.businessId')} ${n.businessId}`}>
            <RowDeleteButton title={n.businessName} label={t('aiChatbot.unlink')} onConfirm={() => unlink.mutate({ id: n.id })} />
          </ChannelRow>
        ))}
        <NumberForm />
      </SectionCard>
    </>
  );
}
