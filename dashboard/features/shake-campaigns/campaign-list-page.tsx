import { Anchor, Button, Stack } from '@mantine/core';
import { IconMessage2Dollar, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TShakeCampaignRow } from '../../../core/shake/schema.ts';
import { SHAKE_STATUSES, type ShakeStatus } from '../../../core/shake/status.ts';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { ADD_PATH, SMS_CREDIT_PATH, USERS_PATH, editPath } from './paths.ts';
import { AppVersionNotice } from './app-version-notice.tsx';
import { ShakeStatusBadge } from './status-badge.tsx';

const TABS = ['all', ...SHAKE_STATUSES] as const;

/** /app/shake-campaigns: the campaigns by status, with their shakes, winners and prizes. */
export default function CampaignListPage() {
  const { t } = useTranslation();
  const control = useListParams({ tabs: TABS });
  const { page, pageSize, search, tab } = control.params;
  const list = trpc.shakeCampaigns.list.useQuery({ page, pageSize, search, status: tab && tab !== 'all' ? (tab as ShakeStatus) : undefined });
  return (
    <Stack>
      <AppVersionNotice />
      <ListScreen<TShakeCampaignRow>
      testId="shake-campaign-list"
      control={control}
      tabs={TABS.map((value) => ({ value, label: value === 'all' ? t('shakeCampaigns.all') : t(`shakeCampaigns.status.${value}`) }))}
      searchPlaceholder={t('shakeCampaigns.search')}
      toolbar={
        <>
          <Button variant="default" component={Link} to={USERS_PATH} leftSection={<IconUsers size={16} />}>
            {t('menu.shakeUsers')}
          </Button>
          <Button variant="default" component={Link} to={SMS_CREDIT_PATH} leftSection={<IconMessage2Dollar size={16} />}>
            {t('menu.smsCredit')}
          </Button>
          <AddButton to={ADD_PATH} label={t('shakeCampaigns.add')} testId="add-shake-campaign" />
        </>
      }
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="id"
      columns={[
        {
          accessor: 'name',
          title: t('shakeCampaigns.form.name'),
          render: (row) => (
            <Anchor component={Link} to={editPath(row.id)}>
              {row.name}
            </Anchor>
          ),
        },
        { accessor: 'status', title: t('shakeCampaigns.statusTitle'), render: (row) => <ShakeStatusBadge status={row.status} startsInDays={row.startsInDays} /> },
        { accessor: 'startsOn', title: t('shakeCampaigns.days'), render: (row) => `${row.startsOn} – ${row.endsOn}` },
        { accessor: 'gameType', title: t('shakeCampaigns.form.gameType'), toggleable: true, render: (row) => t(`shakeCampaigns.gameTypes.${row.gameType}`) },
        { accessor: 'records', title: t('shakeCampaigns.records'), textAlign: 'right' },
        { accessor: 'winners', title: t('shakeCampaigns.winners'), textAlign: 'right' },
        { accessor: 'prizes', title: t('shakeCampaigns.prizes'), textAlign: 'right' },
        { accessor: 'visibility', title: t('shakeCampaigns.form.visibility'), toggleable: true, render: (row) => t(`shakeCampaigns.visibility.${row.visibility}`) },
      ]}
    />
    </Stack>
  );
}
