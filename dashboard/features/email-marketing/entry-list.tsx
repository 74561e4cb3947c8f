import { useState } from 'react';
import { Badge, Button, Group } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TEmailEntry, TEmailList } from '../../../core/email-marketing/schema.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useConfirmDelete } from '../../components/list/use-confirm-delete.ts';
import type { ListParamsControl } from '../../components/list/use-list-params.ts';
import { EntryModal } from './list-modals.tsx';

/** One list's entries, searched by e-mail or name a page at a time: added, changed and deleted here. */
export function EntryList({ list, control, onBack }: { list: TEmailList; control: ListParamsControl; onBack(): void }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const canEdit = useCanEdit();
  const [editing, setEditing] = useState<TEmailEntry | 'new' | null>(null);
  const { page, pageSize, search } = control.params;
  const entries = trpc.emailMarketing.entries.useQuery({ listId: list.id, page, pageSize, search }, { placeholderData: (previous) => previous });
  const utils = trpc.useUtils();
  const remove = trpc.emailMarketing.deleteEntry.useMutation();
  const askDelete = useConfirmDelete<TEmailEntry>({
    title: (row) => t('emailMarketing.entries.deleteTitle', { email: row.email }),
    deleted: (row) => t('emailMarketing.entries.deleted', { email: row.email }),
    remove: (input) => remove.mutateAsync(input),
    refresh: () => utils.emailMarketing.invalidate(),
  });
  return (
    <>
      <ListScreen<TEmailEntry>
        testId="entry-list"
        title={list.name}
        control={control}
        searchPlaceholder={t('emailMarketing.entries.search')}
        toolbar={
          <>
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack} data-testid="back-to-lists">
              {t('emailMarketing.entries.back')}
            </Button>
            <AddButton onClick={() => setEditing('new')} label={t('emailMarketing.entries.add')} testId="add-entry" />
          </>
        }
        records={entries.data?.items}
        total={entries.data?.total ?? 0}
        fetching={entries.isFetching}
        idAccessor="id"
        columns={[
          { accessor: 'email', title: t('emailMarketing.entries.email') },
          { accessor: 'name', title: t('emailMarketing.entries.name') },
          { accessor: 'addedAt', title: t('emailMarketing.entries.addedAt'), render: (row) => when(row.addedAt, false) },
          {
            accessor: 'unsubscribed',
            title: t('emailMarketing.entries.subscription'),
            render: (row) => (
              <Badge color={row.unsubscribed ? 'red' : 'green'} variant="light">
                {t(row.unsubscribed ? 'emailMarketing.entries.unsubscribed' : 'emailMarketing.entries.subscribed')}
              </Badge>
            ),
          },
          {
            accessor: 'actions',
            title: '',
            render: (row) =>
              canEdit && (
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-sm" variant="subtle" leftSection={<IconPencil size={14} />} onClick={() => setEditing(row)}>
                    {t('common.edit')}
                  </Button>
                  <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => askDelete(row)} data-testid={`delete-entry-${row.id}`}>
                    {t('common.delete')}
                  </Button>
                </Group>
              ),
          },
        ]}
      />
      {editing && <EntryModal listId={list.id} entry={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
