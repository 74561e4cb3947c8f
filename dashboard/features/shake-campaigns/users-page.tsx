import { Anchor, Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ZShakeUserRow } from '../../../core/shake/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { userPath } from './paths.ts';

type Row = z.infer<typeof ZShakeUserRow>;
const TABS = ['verified', 'banned'] as const;

/** Ban a number (whether or not it verified yet). */
function BanByPhone() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [phone, setPhone] = useState('');
  const ban = trpc.shakeCampaigns.ban.useMutation({
    onSuccess: async () => {
      showSuccess(t('shakeCampaigns.users.bannedDone', { phone }));
      setPhone('');
      await utils.shakeCampaigns.users.invalidate();
    },
    onError: showError,
  });
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput placeholder="+60123456789" aria-label={t('shakeCampaigns.users.phone')} value={phone} onChange={(e) => setPhone(e.currentTarget.value)} w={160} data-testid="ban-phone" />
      <Button color="red" variant="light" disabled={!phone.trim()} loading={ban.isPending} onClick={() => ban.mutate({ phone })} data-testid="ban-button">
        {t('shakeCampaigns.users.ban')}
      </Button>
    </Group>
  );
}

/** /app/shake-campaigns/shake-users: verified users and the ban list, searched by name, phone or e-mail. */
export default function UsersPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const control = useListParams({ tabs: TABS });
  const { page, pageSize, search, tab } = control.params;
  const list = trpc.shakeCampaigns.users.useQuery({ page, pageSize, search, tab: tab === 'banned' ? 'banned' : 'verified' });
  const toggle = (banned: boolean) => ({
    onSuccess: async (_: void, input: { phone: string }) => {
      showSuccess(t(banned ? 'shakeCampaigns.users.bannedDone' : 'shakeCampaigns.users.unblockedDone', { phone: input.phone }));
      await utils.shakeCampaigns.users.invalidate();
    },
    onError: showError,
  });
  const ban = trpc.shakeCampaigns.ban.useMutation(toggle(true));
  const unblock = trpc.shakeCampaigns.unblock.useMutation(toggle(false));
  return (
    <ListScreen<Row>
      testId="shake-user-list"
      control={control}
      tabs={TABS.map((value) => ({ value, label: t(`shakeCampaigns.users.tabs.${value}`) }))}
      searchPlaceholder={t('shakeCampaigns.users.search')}
      toolbar={canEdit ? <BanByPhone /> : undefined}
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="id"
      columns={[
        {
          accessor: 'phone',
          title: t('shakeCampaigns.users.phone'),
          render: (row) => (
            <Anchor component={Link} to={userPath(row.id)}>
              {row.phone}
            </Anchor>
          ),
        },
        { accessor: 'name', title: t('shakeCampaigns.users.name') },
        { accessor: 'email', title: t('shakeCampaigns.users.email'), toggleable: true },
        { accessor: 'verifiedAt', title: t('shakeCampaigns.users.verifiedAt'), toggleable: true, render: (row) => (row.verifiedAt ? dateTime(row.verifiedAt) : '') },
        {
          accessor: 'actions',
          title: '',
          render: (row) =>
            canEdit &&
            (row.bannedAt ? (
              <Button size="xs" variant="light" onClick={() => unblock.mutate({ phone: row.phone })} data-testid="unblock-button">
                {t('shakeCampaigns.users.unblock')}
              </Button>
            ) : (
              <Button size="xs" variant="light" color="red" onClick={() => ban.mutate({ phone: row.phone })}>
                {t('shakeCampaigns.users.ban')}
              </Button>
            )),
        },
      ]}
    />
  );
}
