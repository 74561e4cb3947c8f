import { Anchor, Badge, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { VOUCHER_TABS, type VoucherTab } from '../../../core/vouchers/constants.ts';
import type { TVoucherRow } from '../../../core/vouchers/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { RowActions } from '../../components/list/row-actions.tsx';
import { useConfirmDelete } from '../../components/list/use-confirm-delete.ts';
import { useListParams } from '../../components/list/use-list-params.ts';
import { useDiscountText } from './voucher-labels.ts';
import { voucherPath } from './paths.ts';

const STATUS_COLORS = { ongoing: 'green', upcoming: 'blue', ended: 'gray', deactivated: 'red' } as const;

/** /mysales/marketing-tools/voucher: vouchers by tab (ongoing, upcoming, ended, all, deactivated), searched, activated or deactivated in bulk, deleted while unused. */
export default function VoucherListPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const discountText = useDiscountText();
  const control = useListParams({ tabs: VOUCHER_TABS });
  const { page, pageSize, search, tab } = control.params;
  const list = trpc.vouchers.list.useQuery({ page, pageSize, search: search || undefined, tab: tab as VoucherTab });
  const utils = trpc.useUtils();
  const activate = trpc.vouchers.activate.useMutation();
  const deactivate = trpc.vouchers.deactivate.useMutation();
  const remove = trpc.vouchers.delete.useMutation();
  // The server refuses a voucher still held anywhere ("{name} is in use"); one never claimed or used gets the button.
  const askDelete = useConfirmDelete<TVoucherRow>({
    title: (row) => t('vouchers.deleteTitle', { name: row.voucherName }),
    deleted: (row) => t('vouchers.deleted', { name: row.voucherName }),
    remove: remove.mutateAsync,
    refresh: () => utils.vouchers.list.invalidate(),
  });

  // Either way round can be undone, so a plain confirmation (not the "cannot revert" one).
  const confirmStatus = (rows: TVoucherRow[], active: boolean) =>
    modals.openConfirmModal({
      title: <Text fw={700}>{t(active ? 'vouchers.activate' : 'vouchers.deactivate')}</Text>,
      centered: true,
      children: <Text>{t(active ? 'vouchers.activateAsk' : 'vouchers.deactivateAsk', { count: rows.length })}</Text>,
      labels: { confirm: t(active ? 'vouchers.activate' : 'vouchers.deactivate'), cancel: t('common.cancel') },
      onConfirm: () =>
        void (active ? activate : deactivate).mutateAsync({ ids: rows.map((r) => r.id) }).then(async (result) => {
          showSuccess(t(active ? 'vouchers.activated' : 'vouchers.deactivated', { count: result.succeeded }));
          await utils.vouchers.list.invalidate();
        }, showError),
    });

  return (
    <ListScreen<TVoucherRow>
      testId="voucher-list"
      control={control}
      tabs={VOUCHER_TABS.map((value) => ({ value, label: t(`vouchers.tabs.${value}`) }))}
      tabCounts={list.data?.counts}
      searchPlaceholder={t('vouchers.search')}
      toolbar={<AddButton to={voucherPath('new')} label={t('vouchers.add')} testId="add-voucher" />}
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="id"
      storeColumnsKey="voucher-columns"
      bulkActions={
        canEdit
          ? [
              { label: t('vouchers.activate'), run: (rows) => confirmStatus(rows, true) },
              { label: t('vouchers.deactivate'), color: 'red', run: (rows) => confirmStatus(rows, false) },
            ]
          : undefined
      }
      columns={[
        {
          accessor: 'voucherName',
          title: t('vouchers.voucherName'),
          render: (row) => (
            <Anchor component={Link} to={voucherPath(row.id)}>
              {row.voucherName}
            </Anchor>
          ),
        },
        { accessor: 'code', title: t('vouchers.code'), toggleable: true },
        { accessor: 'kind', title: t('vouchers.kind'), toggleable: true, render: (row) => t(`vouchers.kinds.${row.kind}`) },
        { accessor: 'discountAmount', title: t('vouchers.discountAmount'), render: (row) => discountText(row) },
        { accessor: 'remainingQty', title: t('vouchers.remainingQty'), textAlign: 'right' },
        { accessor: 'claimed', title: t('vouchers.claimed'), textAlign: 'right' },
        { accessor: 'totalQty', title: t('vouchers.totalQty'), textAlign: 'right' },
        { accessor: 'voucherStatus', title: t('vouchers.voucherStatus'), render: (row) => <Badge color={STATUS_COLORS[row.voucherStatus]}>{t(`vouchers.tabs.${row.voucherStatus}`)}</Badge> },
        {
          accessor: 'actions',
          title: '',
          render: (row) => (
            <RowActions
              to={voucherPath(row.id)}
              editable
              viewLabel={t('vouchers.view')}
              onDelete={row.claimed === 0 && row.remainingQty === row.totalQty ? () => askDelete(row) : undefined}
              deleteTestId={`delete-${row.id}`}
            />
          ),
        },
      ]}
    />
  );
}
