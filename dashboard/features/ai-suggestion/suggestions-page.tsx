import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AI_SUGGESTION_LIMITS as L, SUGGESTION_SET_COST, SUGGESTION_TOPICS, type TSuggestionTopic } from '../../../core/ai-suggestion/constants.ts';
import type { TSuggestionSetRow } from '../../../core/ai-suggestion/schema.ts';
import { showError } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { AiCredits } from '../../components/ai-credits.tsx';
import { useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';
import { AI_SUGGESTION_PATHS as P } from './paths.ts';

/** /ai-suggestion: ask for suggestions on a topic (1 AI credit), written from the shop's own figures; the sets asked before. */
export default function AiSuggestionsPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const navigate = useNavigate();
  const dateTime = useDateTime();
  const control = useListParams();
  const { page, pageSize } = control.params;
  const utils = trpc.useUtils();
  const [topic, setTopic] = useState<TSuggestionTopic>('products');
  const [notes, setNotes] = useState('');
  const list = trpc.aiSuggestion.list.useQuery({ page, pageSize }, { placeholderData: (previous) => previous });
  const suggest = trpc.aiSuggestion.suggest.useMutation({
    onSuccess: async (set) => {
      await utils.aiSuggestion.invalidate();
      void navigate(P.detail(set.id));
    },
    onSettled: () => utils.contentGenerator.overview.invalidate(),
  });
  const remove = trpc.aiSuggestion.delete.useMutation({ onSuccess: () => utils.aiSuggestion.invalidate(), onError: showError });
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('aiSuggestion.intro')}
      </Text>
      <AiCredits />
      {canEdit && (
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Select label={t('aiSuggestion.topic')} data={SUGGESTION_TOPICS.map((value) => ({ value, label: t(`aiSuggestion.topics.${value}`) }))} value={topic} onChange={(v) => v && setTopic(v as TSuggestionTopic)} allowDeselect={false} data-testid="suggest-topic" />
            <Textarea label={t('aiSuggestion.notes')} autosize minRows={2} maxLength={L.notesMaxChars} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm" c="dimmed">
                {t('aiSuggestion.cost', { cost: SUGGESTION_SET_COST })}
              </Text>
              <Button leftSection={<IconBulb size={16} />} loading={suggest.isPending} onClick={() => suggest.mutate({ topic, notes })} data-testid="suggest-run">
                {t('aiSuggestion.ask')}
              </Button>
            </Group>
            {suggest.error && (
              <Alert color="red" data-testid="suggest-error">
                {errorInfo(suggest.error).message}
              </Alert>
            )}
          </Stack>
        </Paper>
      )}
      <ListScreen<TSuggestionSetRow>
        testId="ai-suggestions"
        control={control}
        searchable={false}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        columns={[
          { accessor: 'topic', title: t('aiSuggestion.topic'), render: (row) => t(`aiSuggestion.topics.${row.topic}`) },
          { accessor: 'createdAt', title: t('aiSuggestion.createdAt'), render: (row) => dateTime(row.createdAt) },
          { accessor: 'open', title: t('aiSuggestion.openItems'), render: (row) => <Badge variant="light">{t('aiSuggestion.openOf', { open: row.open, all: row.items })}</Badge> },
          {
            accessor: 'actions',
            title: '',
            render: (row) => (
              <Group gap={4} wrap="nowrap">
                <Button size="compact-sm" variant="light" onClick={() => void navigate(P.detail(row.id))} data-testid={`suggestion-open-${row.id}`}>
                  {t('aiSuggestion.open')}
                </Button>
                <RowDeleteButton title={t('aiSuggestion.deleteTitle')} onConfirm={() => remove.mutate({ id: row.id })} />
              </Group>
            ),
          },
        ]}
      />
    </Stack>
  );
}
