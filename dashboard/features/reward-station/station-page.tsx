import { Anchor, Button, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REWARD_ITEM_TABS, type RewardItemTab, type TRewardItem } from '../../../core/reward-station/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { useCount, useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { RowActions } from '../../components/list/row-actions.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { AvailabilityBadge } from './availability-badge.tsx';
import { PENDING_PATH, itemPath } from './paths.ts';

/** /mysales/loyalty-and-reward/member-reward-station: the items by availability, with what is redeemed, pending and left. */
export default function StationPage() {
  const { t } = useTranslation();
  const formatCount = useCount();
  const dateTime = useDateTime();
  const control = useListParams({ tabs: REWARD_ITEM_TABS });
  const { page, pageSize, search, tab } = control.params;
  const list = trpc.rewardStation.items.useQuery({ page, pageSize, search: search || undefined, tab: tab as RewardItemTab });
  const pending = trpc.rewardStation.redemptions.useQuery({ pageSize: 20 });
  const period = (item: TRewardItem) => (item.startAt || item.endAt ? `${dateTime(item.startAt)} – ${dateTime(item.endAt)}` : t('rewardStation.item.always'));

  return (
    <ListScreen<TRewardItem>
      testId="reward-item-list"
      control={control}
      tabs={REWARD_ITEM_TABS.map((value) => ({ value, label: t(`rewardStation.tabs.${value}`) }))}
      tabCounts={list.data?.counts}
      searchPlaceholder={t('rewardStation.searchItems')}
      toolbar={
        <>
          <Button variant="default" component={Link} to={PENDING_PATH} leftSection={<IconChecklist size={16} />} data-testid="pending-link">
            {t('rewardStation.pending.title')}
            {pending.data ? ` (${pending.data.counts.pending})` : ''}
          </Button>
          <AddButton to={itemPath('new')} label={t('rewardStation.item.add')} testId="add-reward-item" />
        </>
      }
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="id"
      storeColumnsKey="reward-item-columns"
      columns={[
        {
          accessor: 'name',
          title: t('rewardStation.item.name'),
          render: (item) => (
            <Anchor component={Link} to={itemPath(item.id)}>
              {item.name}
            </Anchor>
          ),
        },
        { accessor: 'pointsRequired', title: t('rewardStation.item.pointsRequired'), textAlign: 'right', render: (item) => formatCount(item.pointsRequired) },
        { accessor: 'availability', title: t('rewardStation.item.availability'), render: (item) => <AvailabilityBadge availability={item.availability} /> },
        { accessor: 'tier', title: t('rewardStation.item.tier'), toggleable: true, render: (item) => item.tier?.nameEn ?? t('rewardStation.item.anyTier') },
        {
          accessor: 'period',
          title: t('rewardStation.item.period'),
          toggleable: true,
          render: (item) => (
            <Text size="sm" c={item.endAt && item.endAt <= new Date() ? 'dimmed' : undefined}>
              {period(item)}
            </Text>
          ),
        },
        { accessor: 'redeemed', title: t('rewardStation.item.redeemed'), textAlign: 'right' },
        { accessor: 'pending', title: t('rewardStation.item.pending'), textAlign: 'right' },
        { accessor: 'remaining', title: t('rewardStation.item.remaining'), textAlign: 'right', render: (item) => item.remaining ?? t('rewardStation.item.noLimit') },
        {
          accessor: 'actions',
          title: '',
          render: (item) => <RowActions to={itemPath(item.id)} editable viewLabel={t('rewardStation.item.view')} />,
        },
      ]}
    />
  );
}
