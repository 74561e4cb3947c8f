import { useState } from 'react';
import { ActionIcon, Badge, Button, Menu, Text } from '@mantine/core';
import { IconApps, IconDots, IconHistory, IconPencil, IconPlus, IconShieldCheck, IconTrash, IconUserOff, IconUserCheck } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TUserRow } from '../../../core/users/schema.ts';
import { confirmIrreversible, showError } from '../../app/dialogs.tsx';
import { useSession } from '../../app/session.tsx';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { UserFormModal } from './user-form-modal.tsx';
import { ModulesUserModal } from './modules-user-modal.tsx';

const TABS = ['all', 'active', 'inactive'] as const;
const FILTERS = ['role'] as const;

export function UsersTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatDateTime = useDateTime();
  const { user: me } = useSession();
  const control = useListParams({ tabs: TABS, filterKeys: FILTERS });
  const { params } = control;
  const [editing, setEditing] = useState<TUserRow | 'new' | null>(null);
  const [byModules, setByModules] = useState(false);
  const utils = trpc.useUtils();
  const roles = trpc.roles.list.useQuery();
  const status = params.tab === 'all' ? undefined : (params.tab as 'active' | 'inactive');
  const list = trpc.users.list.useQuery({
    page: params.page,
    pageSize: params.pageSize,
    ...(params.search && { search: params.search }),
    ...(status && { status }),
    ...(params.filters.role && { roleId: params.filters.role }),
  });
  const refresh = () => utils.users.list.invalidate();
  const setStatus = trpc.users.setStatus.useMutation({ onSuccess: refresh, onError: showError });
  const remove = trpc.users.delete.useMutation({ onSuccess: refresh, onError: showError });
  const full = list.data ? list.data.accountUsed >= list.data.accountLimit : false;

  const setMany = async (rows: TUserRow[], next: 'active' | 'inactive') => {
    for (const row of rows) await setStatus.mutateAsync({ id: row.id, status: next }).catch(() => undefined);
  };

  return (
    <>
      <ListScreen<TUserRow>
        testId="users-list"
        title={t('users.title')}
        control={control}
        tabs={TABS.map((value) => ({ value, label: t(`users.status.${value}`) }))}
        searchPlaceholder={t('users.searchPlaceholder')}
        filters={
          <FilterSelect
            control={control}
            name="role"
            label={t('users.role')}
            allLabel={t('users.allRoles')}
            data={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
          />
        }
        toolbar={
          <>
            {list.data && (
              <Badge color={full ? 'red' : 'gray'} variant="light" size="lg" data-testid="account-usage">
                {full ? t('users.accountFull') : t('users.accounts', { used: list.data.accountUsed, limit: list.data.accountLimit })}
              </Badge>
            )}
            {me && (
              <Button variant="default" component={Link} to={`/user/${me.id}/user-log`} leftSection={<IconShieldCheck size={16} />}>
                {t('users.masterLogs')}
              </Button>
            )}
            <Button variant="default" leftSection={<IconApps size={16} />} onClick={() => setByModules(true)} disabled={full} data-testid="add-user-by-modules">
              {t('users.byModules.add')}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} disabled={full} data-testid="add-user">
              {t('users.add')}
            </Button>
          </>
        }
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        storeColumnsKey="users-columns"
        bulkActions={[
          { label: t('users.activate'), run: (rows) => void setMany(rows, 'active') },
          { label: t('users.deactivate'), color: 'orange', run: (rows) => void setMany(rows, 'inactive') },
        ]}
        columns={[
          { accessor: 'name', title: t('users.name') },
          { accessor: 'username', title: t('users.loginId') },
          { accessor: 'email', title: t('users.email'), toggleable: true },
          { accessor: 'roleName', title: t('users.role'), render: (u) => u.roleName ?? <Text c="dimmed" size="sm">{t('roles.noRole')}</Text> },
          {
            accessor: 'status',
            title: t('users.statusLabel'),
            render: (u) => <Badge color={u.status === 'active' ? 'green' : 'gray'}>{t(`users.status.${u.status}`)}</Badge>,
          },
          { accessor: 'lastLoginAt', title: t('users.lastLogin'), toggleable: true, render: (u) => formatDateTime(u.lastLoginAt) },
          { accessor: 'lastLoginIp', title: t('users.ip'), toggleable: true, defaultToggle: false, render: (u) => u.lastLoginIp ?? '—' },
          {
            accessor: 'startsOn',
            title: t('users.validity'),
            toggleable: true,
            render: (u) => (u.startsOn || u.expiresOn ? `${u.startsOn ?? '…'} – ${u.expiresOn ?? '…'}` : t('users.always')),
          },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (u) => (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" aria-label={t('common.actions')} data-testid={`user-actions-${u.username}`}>
                    <IconDots size={18} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setEditing(u)}>
                    {t('common.edit')}
                  </Menu.Item>
                  <Menu.Item leftSection={<IconHistory size={16} />} onClick={() => navigate(`/user/${u.id}/user-log`)}>
                    {t('users.logs')}
                  </Menu.Item>
                  {u.status === 'active' ? (
                    <Menu.Item leftSection={<IconUserOff size={16} />} onClick={() => setStatus.mutate({ id: u.id, status: 'inactive' })}>
                      {t('users.deactivate')}
                    </Menu.Item>
                  ) : (
                    <Menu.Item leftSection={<IconUserCheck size={16} />} onClick={() => setStatus.mutate({ id: u.id, status: 'active' })}>
                      {t('users.activate')}
                    </Menu.Item>
                  )}
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    onClick={() => confirmIrreversible({ title: t('users.deleteTitle', { name: u.name }), confirmLabel: t('common.delete'), onConfirm: () => remove.mutate({ id: u.id }) })}
                  >
                    {t('common.delete')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            ),
          },
        ]}
      />
      {byModules && (
        <ModulesUserModal
          roles={roles.data ?? []}
          onClose={() => setByModules(false)}
          onSaved={() => {
            setByModules(false);
            void refresh();
          }}
        />
      )}
      {editing && (
        <UserFormModal
          user={editing === 'new' ? null : editing}
          roles={roles.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
    </>
  );
}
