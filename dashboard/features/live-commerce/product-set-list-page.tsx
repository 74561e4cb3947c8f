import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TProductSetRow } from '../../../core/live-commerce/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { RowActions } from '../../components/list/row-actions.tsx';
import { useConfirmDelete } from '../../components/list/use-confirm-delete.ts';
import { useListParams } from '../../components/list/use-list-params.ts';
import { productSetPath } from './paths.ts';
import { SetStatusBadge } from './set-status-badge.tsx';

/** /mysales/live-commerce/product-set: the product sets lives sell from, searched by name. */
export default function ProductSetListPage() {
  const { t } = useTranslation();
  const when = useDateTime();
  const control = useListParams();
  const { page, pageSize, search } = control.params;
  const list = trpc.liveCommerce.listSets.useQuery({ page, pageSize, search: search || undefined }, { placeholderData: (previous) => previous });
  const utils = trpc.useUtils();
  const remove = trpc.liveCommerce.deleteSet.useMutation();
  const confirmDelete = useConfirmDelete<TProductSetRow>({
    title: (row) => t('liveCommerce.set.deleteTitle', { name: row.name }),
    deleted: (row) => t('liveCommerce.set.deleted', { name: row.name }),
    remove: (input) => remove.mutateAsync(input),
    refresh: () => utils.liveCommerce.listSets.invalidate(),
  });
  return (
    <ListScreen<TProductSetRow>
      testId="live-sets"
      control={control}
      searchPlaceholder={t('liveCommerce.set.search')}
      toolbar={<AddButton label={t('liveCommerce.set.add')} to={productSetPath('new')} testId="add-set" />}
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="id"
      columns={[
        {
          accessor: 'name',
          title: t('liveCommerce.set.name'),
          render: (row) => (
            <Anchor component={Link} to={productSetPath(row.id)} style={{ overflowWrap: 'anywhere' }}>
              {row.name}
            </Anchor>
          ),
        },
        { accessor: 'status', title: t('liveCommerce.set.status'), render: (row) => <SetStatusBadge status={row.status} /> },
        { accessor: 'itemCount', title: t('liveCommerce.set.products'), textAlign: 'right' },
        { accessor: 'updatedAt', title: t('liveCommerce.set.updated'), render: (row) => when(row.updatedAt) },
        {
          accessor: 'actions',
          title: '',
          render: (row) => <RowActions to={productSetPath(row.id)} editable viewLabel={t('liveCommerce.set.view')} onDelete={() => confirmDelete(row)} deleteTestId={`delete-set-${row.name}`} />,
        },
      ]}
    />
  );
}
