import { Button, Card, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSalesBinding } from '../../../core/sales-landing/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';

type Options = { people: { id: string; name: string; bound: boolean }[]; users: { id: string; name: string; username: string }[] };

const userData = (options: Options | undefined) => (options?.users ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.username})` }));

/** Binds an unbound sales person to a sub-user. */
function BindForm({ options }: { options: Options | undefined }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const bind = trpc.salesLanding.bindings.bind.useMutation();
  const [person, setPerson] = useState<string | null>(null);
  const [user, setUser] = useState<string | null>(null);
  const submit = async () => {
    if (!person || !user) return;
    try {
      await bind.mutateAsync({ salesPersonId: person, userId: user });
      showSuccess(t('salesLanding.binding.bound'));
      setPerson(null);
      setUser(null);
      await utils.salesLanding.invalidate();
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Card withBorder>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('salesLanding.binding.person')}
          data={(options?.people ?? []).filter((p) => !p.bound).map((p) => ({ value: p.id, label: p.name }))}
          value={person}
          onChange={setPerson}
          searchable
          w={{ base: '100%', sm: 240 }}
          data-testid="bind-person"
        />
        <Select label={t('salesLanding.binding.user')} data={userData(options)} value={user} onChange={setUser} searchable w={{ base: '100%', sm: 240 }} data-testid="bind-user" />
        <Button onClick={() => void submit()} disabled={!person || !user} loading={bind.isPending} data-testid="bind-submit">
          {t('salesLanding.binding.bind')}
        </Button>
      </Group>
    </Card>
  );
}

/** /profile/sales-landing-page-binding: each sales person's sub-user, with bind, activate, deactivate, edit and remove. */
export default function BindingPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const formatDateTime = useDateTime();
  const control = useListParams();
  const { page, pageSize } = control.params;
  const list = trpc.salesLanding.bindings.list.useQuery({ page, pageSize });
  const options = trpc.salesLanding.bindings.options.useQuery();
  const utils = trpc.useUtils();
  const done = { onSuccess: () => utils.salesLanding.invalidate(), onError: showError };
  const edit = trpc.salesLanding.bindings.edit.useMutation(done);
  const setActive = trpc.salesLanding.bindings.setActive.useMutation(done);
  const remove = trpc.salesLanding.bindings.remove.useMutation(done);
  return (
    <Stack>
      {canEdit && <BindForm options={options.data} />}
      <ListScreen<TSalesBinding>
        testId="sales-binding-list"
        control={control}
        searchable={false}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        columns={[
          { accessor: 'salesPersonName', title: t('salesLanding.binding.person') },
          {
            accessor: 'userName',
            title: t('salesLanding.binding.user'),
            render: (row) =>
              canEdit ? (
                <Select aria-label={t('salesLanding.binding.user')} data={userData(options.data)} value={row.userId} onChange={(userId) => userId && edit.mutate({ id: row.id, userId })} w={220} maw="100%" />
              ) : (
                row.userName
              ),
          },
          {
            accessor: 'active',
            title: t('salesLanding.binding.active'),
            render: (row) => <Switch checked={row.active} disabled={!canEdit} aria-label={t('salesLanding.binding.active')} onChange={(e) => setActive.mutate({ id: row.id, active: e.currentTarget.checked })} />,
          },
          { accessor: 'updatedAt', title: t('salesLanding.binding.modified'), render: (row) => <Text size="sm">{formatDateTime(row.updatedAt)}</Text> },
          { accessor: 'actions', title: '', render: (row) => <RowDeleteButton label={t('salesLanding.binding.remove')} title={t('salesLanding.binding.removeTitle', { name: row.salesPersonName })} onConfirm={() => remove.mutate({ id: row.id })} /> },
        ]}
      />
    </Stack>
  );
}
