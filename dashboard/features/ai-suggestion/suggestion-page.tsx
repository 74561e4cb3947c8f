import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconRotate, IconX } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSuggestionStatus } from '../../../core/ai-suggestion/constants.ts';
import type { TSuggestionItem } from '../../../core/ai-suggestion/schema.ts';
import { showError } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { AiCredits } from '../../components/ai-credits.tsx';
import { useDateTime } from '../../components/format.ts';
import { AI_SUGGESTION_PATHS as P } from './paths.ts';

const COLOR: Record<TSuggestionStatus, string> = { open: 'blue', done: 'green', dismissed: 'gray' };

/** /ai-suggestion/{id}: a set's suggestions, each with its reasoning and first step, marked done or dismissed. */
export default function AiSuggestionPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const dateTime = useDateTime();
  const set = trpc.aiSuggestion.get.useQuery({ id });
  return (
    <Stack data-testid="ai-suggestion">
      <Anchor component={Link} to={P.list} size="sm">
        {t('aiSuggestion.back')}
      </Anchor>
      <AiCredits />
      {set.error && <Alert color="red">{errorInfo(set.error).message}</Alert>}
      {!set.data && !set.error && <Skeleton h={200} />}
      {set.data && (
        <>
          <Title order={2} size="h4">
            {t(`aiSuggestion.topics.${set.data.topic}`)} · {dateTime(set.data.createdAt)}
          </Title>
          {set.data.notes && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {set.data.notes}
            </Text>
          )}
          {set.data.items.map((item) => (
            <SuggestionCard key={item.id} item={item} />
          ))}
        </>
      )}
    </Stack>
  );
}

function SuggestionCard({ item }: { item: TSuggestionItem }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const status = trpc.aiSuggestion.setStatus.useMutation({ onSuccess: () => utils.aiSuggestion.invalidate(), onError: showError });
  const mark = (to: TSuggestionStatus) => status.mutate({ id: item.id, status: to });
  return (
    <Paper withBorder p="md" data-testid="suggestion-item">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
          <Badge color={COLOR[item.status]} variant="light" data-testid="suggestion-status">
            {t(`aiSuggestion.statuses.${item.status}`)}
          </Badge>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <Text span fw={500}>
            {t('aiSuggestion.reasoning')}:{' '}
          </Text>
          {item.reasoning}
        </Text>
        {item.action && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={500}>
              {t('aiSuggestion.action')}:{' '}
            </Text>
            {item.action}
          </Text>
        )}
        {canEdit && (
          <Group gap="xs">
            {item.status === 'open' ? (
              <>
                <Button size="compact-sm" variant="light" color="green" leftSection={<IconCheck size={14} />} loading={status.isPending} onClick={() => mark('done')} data-testid="suggestion-done">
                  {t('aiSuggestion.markDone')}
                </Button>
                <Button size="compact-sm" variant="subtle" color="gray" leftSection={<IconX size={14} />} loading={status.isPending} onClick={() => mark('dismissed')} data-testid="suggestion-dismiss">
                  {t('aiSuggestion.dismiss')}
                </Button>
              </>
            ) : (
              <Button size="compact-sm" variant="subtle" leftSection={<IconRotate size={14} />} loading={status.isPending} onClick={() => mark('open')} data-testid="suggestion-reopen">
                {t('aiSuggestion.reopen')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
