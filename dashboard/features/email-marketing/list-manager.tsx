import { useState } from 'react';
import { Anchor, Button, Card, Group, Stack, Table, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TEmailList } from '../../../core/email-marketing/schema.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { CardTable } from '../../components/card-table.tsx';
import { useDateTime } from '../../components/format.ts';
import { useConfirmDelete } from '../../components/list/use-confirm-delete.ts';
import { ListModal } from './list-modals.tsx';

/** The merchant's lists with their entry counts: added, renamed and deleted in a dialog; opening one shows its entries. */
export function ListManager({ onOpen }: { onOpen(list: TEmailList): void }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const canEdit = useCanEdit();
  const [editing, setEditing] = useState<TEmailList | 'new' | null>(null);
  const lists = trpc.emailMarketing.lists.useQuery();
  const utils = trpc.useUtils();
  const remove = trpc.emailMarketing.deleteList.useMutation();
  const askDelete = useConfirmDelete<TEmailList>({
    title: (row) => t('emailMarketing.lists.deleteTitle', { name: row.name }),
    deleted: (row) => t('emailMarketing.lists.deleted', { name: row.name }),
    remove: (input) => remove.mutateAsync(input),
    refresh: () => utils.emailMarketing.lists.invalidate(),
  });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('emailMarketing.tabs.lists')}</Title>
        <AddButton onClick={() => setEditing('new')} label={t('emailMarketing.lists.add')} testId="add-list" />
      </Group>
      <Card withBorder padding="sm">
        <CardTable
          testId="email-lists"
          headings={[t('emailMarketing.lists.name'), t('emailMarketing.lists.entries'), t('emailMarketing.lists.createdAt'), '']}
          records={lists.data}
          row={(list) => (
            <Table.Tr key={list.id}>
              <Table.Td data-label={t('emailMarketing.lists.name')}>
                <Anchor component="button" type="button" onClick={() => onOpen(list)} data-testid={`open-list-${list.id}`}>
                  {list.name}
                </Anchor>
              </Table.Td>
              <Table.Td data-label={t('emailMarketing.lists.entries')}>{list.entries}</Table.Td>
              <Table.Td data-label={t('emailMarketing.lists.createdAt')}>{when(list.createdAt, false)}</Table.Td>
              <Table.Td>
                {canEdit && (
                  <Group gap={4} wrap="nowrap">
                    <Button size="compact-sm" variant="subtle" leftSection={<IconPencil size={14} />} onClick={() => setEditing(list)}>
                      {t('emailMarketing.lists.rename')}
                    </Button>
                    <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => askDelete(list)} data-testid={`delete-list-${list.id}`}>
                      {t('common.delete')}
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          )}
        />
      </Card>
      {editing && <ListModal list={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
