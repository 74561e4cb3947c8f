import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADD_ON_DEAL_TABS, type AddOnDealTab, type TAddOnDealRow } from '../../../core/add-on-deals/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { RowActions } from '../../components/list/row-actions.tsx';
import { useConfirmDelete } from '../../components/list/use-confirm-delete.ts';
import { useListParams } from '../../components/list/use-list-params.ts';
import { NEW_DEAL_PATH, dealPath } from './paths.ts';

/** /mysales/marketing-tools/add-on-deals: deals by tab (ongoing, upcoming, ended), searched by name; deleted while upcoming. */
export default function DealListPage() {
  const { t } = useTranslation();
  const when = useDateTime();
  const control = useListParams({ tabs: ADD_ON_DEAL_TABS });
  const { page, pageSize, search, tab } = control.params;
  const list = trpc.addOnDeals.list.useQuery({ page, pageSize, search: search || undefined, tab: tab as AddOnDealTab });
  const utils = trpc.useUtils();
  const remove = trpc.addOnDeals.delete.useMutation();
  const askDelete = useConfirmDelete<TAddOnDealRow>({
    title: (row) => t('addOnDeals.deleteTitle', { name: row.name }),
    deleted: (row) => t('addOnDeals.deleted', { name: row.name }),
    remove: remove.mutateAsync,
    refresh: () => utils.addOnDeals.list.invalidate(),
  });

  return (
    <ListScreen<TAddOnDealRow>
      testId="add-on-deal-list"
      control={control}
      tabs={ADD_ON_DEAL_TABS.map((value) => ({ value, label: t(`addOnDeals.tabs.${value}`) }))}
      tabCounts={list.data?.counts}
      searchPlaceholder={t('addOnDeals.search')}
      toolbar={<AddButton to={NEW_DEAL_PATH} label={t('addOnDeals.add')} testId="add-add-on-deal" />}
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="id"
      storeColumnsKey="add-on-deal-columns"
      columns={[
        {
          accessor: 'name',
          title: t('addOnDeals.name'),
          render: (row) => (
            <Anchor component={Link} to={dealPath(row.id)}>
              {row.name}
            </Anchor>
          ),
        },
        { accessor: 'type', title: t('addOnDeals.type'), render: (row) => t(`addOnDeals.types.${row.type}`) },
        {
          accessor: 'startAt',
          title: t('addOnDeals.period'),
          render: (row) => (
            <Text size="sm">
              {when(row.startAt)} – {when(row.endAt)}
            </Text>
          ),
        },
        { accessor: 'mainProductCount', title: t('addOnDeals.mainProducts'), textAlign: 'right', toggleable: true },
        { accessor: 'itemCount', title: t('addOnDeals.items'), textAlign: 'right', toggleable: true },
        { accessor: 'purchaseLimit', title: t('addOnDeals.dealPurchaseLimit'), textAlign: 'right', toggleable: true },
        {
          accessor: 'actions',
          title: '',
          render: (row) => (
            <RowActions
              to={dealPath(row.id)}
              editable={row.status !== 'ended'}
              viewLabel={t('addOnDeals.view')}
              onDelete={row.status === 'upcoming' ? () => askDelete(row) : undefined}
            />
          ),
        },
      ]}
    />
  );
}
