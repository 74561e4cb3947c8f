import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BROADCAST_STATUS } from '../../../core/broadcasts/constants.ts';
import { BROADCAST_TABS, type BroadcastTab, type TBroadcastRow } from '../../../core/broadcasts/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { RowActions } from '../../components/list/row-actions.tsx';
import { useConfirmDelete } from '../../components/list/use-confirm-delete.ts';
import { useListParams } from '../../components/list/use-list-params.ts';
import { broadcastPath } from './paths.ts';

/** /mysales/marketing-tools/broadcast-management: broadcasts by status, searched by name or subject; drafts can be deleted. */
export default function BroadcastListPage() {
  const { t } = useTranslation();
  const when = useDateTime();
  const control = useListParams({ tabs: BROADCAST_TABS });
  const { page, pageSize, search, tab } = control.params;
  const list = trpc.broadcasts.list.useQuery({ page, pageSize, search: search || undefined, tab: tab as BroadcastTab });
  const utils = trpc.useUtils();
  const remove = trpc.broadcasts.delete.useMutation();
  const askDelete = useConfirmDelete<TBroadcastRow>({
    title: (row) => t('broadcasts.deleteTitle', { name: row.name }),
    deleted: (row) => t('broadcasts.deleted', { name: row.name }),
    remove: remove.mutateAsync,
    refresh: () => utils.broadcasts.list.invalidate(),
  });

  return (
    <ListScreen<TBroadcastRow>
      testId="broadcast-list"
      control={control}
      tabs={BROADCAST_TABS.map((value) => ({ value, label: t(`broadcasts.tabs.${value}`) }))}
      tabCounts={list.data?.counts}
      searchPlaceholder={t('broadcasts.search')}
      toolbar={<AddButton to={broadcastPath('new')} label={t('broadcasts.add')} testId="add-broadcast" />}
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="id"
      storeColumnsKey="broadcast-columns"
      columns={[
        {
          accessor: 'name',
          title: t('broadcasts.name'),
          render: (row) => (
            <Anchor component={Link} to={broadcastPath(row.id)}>
              {row.name}
            </Anchor>
          ),
        },
        { accessor: 'subject', title: t('broadcasts.subject'), toggleable: true },
        { accessor: 'recipientCount', title: t('broadcasts.recipients'), textAlign: 'right' },
        { accessor: 'voucher', title: t('broadcasts.voucher'), toggleable: true, render: (row) => row.voucher?.name ?? '—' },
        {
          accessor: 'status',
          title: t('broadcasts.status'),
          render: (row) => (
            <Badge color={row.status === BROADCAST_STATUS.sent ? 'green' : 'gray'} variant="light">
              {t(`broadcasts.statuses.${row.status}`)}
            </Badge>
          ),
        },
        { accessor: 'sentAt', title: t('broadcasts.sentAt'), render: (row) => when(row.sentAt) },
        {
          accessor: 'actions',
          title: '',
          render: (row) => {
            const draft = row.status === BROADCAST_STATUS.draft;
            return <RowActions to={broadcastPath(row.id)} editable={draft} viewLabel={t('broadcasts.view')} onDelete={draft ? () => askDelete(row) : undefined} deleteTestId={`delete-${row.id}`} />;
          },
        },
      ]}
    />
  );
}
