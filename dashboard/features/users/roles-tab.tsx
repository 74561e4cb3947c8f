import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TRoleRow } from '../../../core/roles/schema.ts';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { StackedDataTable } from '../../components/stacked-table.tsx';
import { RoleFormModal } from './role-form-modal.tsx';
import { RoleDeleteModal } from './role-delete-modal.tsx';

export function RolesTab() {
  const { t } = useTranslation();
  const formatDateTime = useDateTime();
  const utils = trpc.useUtils();
  const roles = trpc.roles.list.useQuery();
  const [editing, setEditing] = useState<TRoleRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TRoleRow | null>(null);
  const refresh = () => Promise.all([utils.roles.list.invalidate(), utils.users.list.invalidate()]);
  return (
    <Stack data-testid="roles-list">
      <Group justify="space-between">
        <Title order={2}>{t('roles.title')}</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="add-role">
          {t('roles.add')}
        </Button>
      </Group>
      {roles.error && <Alert color="red">{errorInfo(roles.error).message}</Alert>}
      <StackedDataTable<TRoleRow>
        withTableBorder
        minHeight={160}
        fetching={roles.isFetching}
        records={roles.data ?? []}
        noRecordsText={t('list.empty')}
        columns={[
          { accessor: 'name', title: t('roles.name') },
          { accessor: 'description', title: t('roles.description'), render: (r) => r.description || '—' },
          {
            accessor: 'permissions',
            title: t('roles.modules'),
            render: (r) => (
              <Group gap={4}>
                {Object.entries(r.permissions).map(([module, level]) => (
                  <Badge key={module} size="sm" variant="light" color={level === 'edit' ? 'blue' : 'gray'}>
                    {t(`modules.${module}`)}
                  </Badge>
                ))}
              </Group>
            ),
          },
          { accessor: 'userCount', title: t('roles.users'), render: (r) => <Tooltip label={r.users.map((u) => u.name).join(', ') || '—'}><Text size="sm">{r.userCount}</Text></Tooltip> },
          { accessor: 'createdAt', title: t('roles.created'), render: (r) => formatDateTime(r.createdAt) },
          { accessor: 'updatedAt', title: t('roles.updated'), render: (r) => formatDateTime(r.updatedAt) },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (r) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <ActionIcon variant="subtle" aria-label={t('common.edit')} onClick={() => setEditing(r)}>
                  <IconPencil size={18} />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" aria-label={t('common.delete')} onClick={() => setDeleting(r)}>
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ),
          },
        ]}
      />
      {editing && (
        <RoleFormModal
          role={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
      {deleting && (
        <RoleDeleteModal
          role={deleting}
          others={(roles.data ?? []).filter((r) => r.id !== deleting.id)}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            void refresh();
          }}
        />
      )}
    </Stack>
  );
}
