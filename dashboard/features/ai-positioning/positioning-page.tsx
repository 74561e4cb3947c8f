import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconHistory, IconPlus, IconRadar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AI_POSITIONING_LIMITS as L, POSITIONING_CHECK_COST } from '../../../core/ai-positioning/constants.ts';
import type { TPositioningRow } from '../../../core/ai-positioning/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { AiCredits } from '../../components/ai-credits.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';
import { ChecksModal } from './checks-modal.tsx';
import { PositionBadge } from './position-badge.tsx';

/** /positioning: the questions the shop should be recommended for by AI assistants (1 positioning quota each), checked against an AI model (1 AI credit a check). */
export default function PositioningPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const control = useListParams();
  const { page, pageSize, search } = control.params;
  const utils = trpc.useUtils();
  const [question, setQuestion] = useState('');
  const [history, setHistory] = useState<string | null>(null);
  const list = trpc.aiPositioning.list.useQuery({ page, pageSize, search: search || undefined }, { placeholderData: (previous) => previous });
  const refresh = () => Promise.all([utils.aiPositioning.invalidate(), utils.contentGenerator.overview.invalidate()]);
  const add = trpc.aiPositioning.add.useMutation({
    onSuccess: async () => {
      setQuestion('');
      await refresh();
    },
  });
  const remove = trpc.aiPositioning.remove.useMutation({ onSuccess: refresh, onError: showError });
  const check = trpc.aiPositioning.check.useMutation({
    onSuccess: async (item) => {
      showSuccess(item.lastRank ? t('aiPositioning.foundAt', { rank: item.lastRank }) : t('aiPositioning.notFound'));
      await refresh();
    },
    onError: async (error) => {
      showError(error);
      await refresh();
    },
  });
  const addError = add.error ? errorInfo(add.error) : null;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('aiPositioning.intro')}
      </Text>
      <Group gap="lg" wrap="wrap">
        <AiCredits />
        <Text fw={500} data-testid="positioning-quota">
          {t('aiPositioning.quota', { left: list.data?.quotaLeft ?? 0 })}
        </Text>
      </Group>
      {canEdit && (
        <Paper withBorder p="md">
          <Stack gap="xs">
            <TextInput
              label={t('aiPositioning.question')}
              description={t('aiPositioning.questionHint', { cost: POSITIONING_CHECK_COST })}
              maxLength={L.questionMaxChars}
              value={question}
              onChange={(e) => setQuestion(e.currentTarget.value)}
              error={addError?.fieldErrors?.question}
              data-testid="positioning-question"
            />
            <Group justify="flex-end">
              <Button leftSection={<IconPlus size={16} />} loading={add.isPending} onClick={() => add.mutate({ question })} data-testid="positioning-add">
                {t('aiPositioning.add')}
              </Button>
            </Group>
            {addError && !addError.fieldErrors && (
              <Alert color="red" data-testid="positioning-error">
                {addError.message}
              </Alert>
            )}
          </Stack>
        </Paper>
      )}
      <ListScreen<TPositioningRow>
        testId="positioning"
        control={control}
        searchPlaceholder={t('aiPositioning.search')}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        columns={[
          { accessor: 'question', title: t('aiPositioning.question'), render: (row) => <Text style={{ overflowWrap: 'anywhere' }}>{row.question}</Text> },
          { accessor: 'lastRank', title: t('aiPositioning.lastCheck'), render: (row) => <PositionBadge checked={row.lastCheckedAt !== null} rank={row.lastRank} /> },
          {
            accessor: 'actions',
            title: '',
            render: (row) => (
              <Group gap={4} wrap="nowrap">
                {canEdit && (
                  <Button size="compact-sm" variant="light" leftSection={<IconRadar size={14} />} loading={check.isPending && check.variables.id === row.id} onClick={() => check.mutate({ id: row.id })} data-testid={`positioning-check-${row.question}`}>
                    {t('aiPositioning.check')}
                  </Button>
                )}
                <Button size="compact-sm" variant="subtle" leftSection={<IconHistory size={14} />} onClick={() => setHistory(row.id)} data-testid={`positioning-history-${row.question}`}>
                  {t('aiPositioning.history')}
                </Button>
                <RowDeleteButton title={t('aiPositioning.removeTitle', { question: row.question })} onConfirm={() => remove.mutate({ id: row.id })} testId={`positioning-remove-${row.question}`} />
              </Group>
            ),
          },
        ]}
      />
      {history && <ChecksModal id={history} onClose={() => setHistory(null)} />}
    </Stack>
  );
}
