import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ASSISTANTS, type TAssistant } from '../../../core/ai-assistant/constants.ts';
import type { TConversationRow } from '../../../core/ai-assistant/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { AiCredits } from '../../components/ai-credits.tsx';
import { useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';
import { conversationPath } from './paths.ts';

const TABS = ['all', ...ASSISTANTS] as const;

/** /chatgpt/history: the user's conversations with both assistants, searched by title, opened to read and continue, deleted. */
export default function AiHistoryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dateTime = useDateTime();
  const control = useListParams({ tabs: TABS });
  const { page, pageSize, search, tab } = control.params;
  const utils = trpc.useUtils();
  const assistant = tab === 'all' ? undefined : (tab as TAssistant);
  const list = trpc.aiAssistant.conversations.useQuery({ page, pageSize, search: search || undefined, assistant }, { placeholderData: (previous) => previous });
  const remove = trpc.aiAssistant.delete.useMutation({
    onSuccess: async () => {
      showSuccess(t('aiAssistant.deleted'));
      await utils.aiAssistant.invalidate();
    },
    onError: showError,
  });
  return (
    <Stack>
      <AiCredits />
      <ListScreen<TConversationRow>
        testId="ai-history"
        control={control}
        tabs={TABS.map((value) => ({ value, label: value === 'all' ? t('aiAssistant.all') : t(`aiAssistant.names.${value}`) }))}
        searchPlaceholder={t('aiAssistant.search')}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        columns={[
          { accessor: 'title', title: t('aiAssistant.title'), render: (row) => <Text style={{ overflowWrap: 'anywhere' }}>{row.title}</Text> },
          { accessor: 'assistant', title: t('aiAssistant.assistant'), render: (row) => <Badge variant="light">{t(`aiAssistant.names.${row.assistant}`)}</Badge> },
          { accessor: 'updatedAt', title: t('aiAssistant.updatedAt'), render: (row) => dateTime(row.updatedAt) },
          {
            accessor: 'actions',
            title: '',
            render: (row) => (
              <Group gap={4} wrap="nowrap">
                <Button size="compact-sm" variant="light" leftSection={<IconMessages size={14} />} onClick={() => void navigate(conversationPath(row.assistant, row.id))} data-testid={`open-${row.id}`}>
                  {t('aiAssistant.open')}
                </Button>
                <RowDeleteButton title={t('aiAssistant.deleteTitle', { title: row.title })} onConfirm={() => remove.mutate({ id: row.id })} testId={`delete-${row.id}`} />
              </Group>
            ),
          },
        ]}
      />
    </Stack>
  );
}
