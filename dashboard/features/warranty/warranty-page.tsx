import { useState } from 'react';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WARRANTY_STATUSES } from '../../../core/warranty/constants.ts';
import type { TWarranty } from '../../../core/warranty/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useSession } from '../../app/session.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { ltr } from '../../components/ltr-text.tsx';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';
import { toWallClock } from '../../components/wall-clock.ts';
import { WarrantyFormModal } from './warranty-form-modal.tsx';

const TABS = ['all', ...WARRANTY_STATUSES] as const;

/** /warranty-system: sold items registered by serial number with their period, active or expired on the merchant's calendar; the website looks them up. */
export default function WarrantyPage() {
  const { t } = useTranslation();
  const timeZone = useSession().user?.timeZone ?? 'Asia/Kuala_Lumpur';
  const control = useListParams({ tabs: TABS });
  const { page, pageSize, search, tab } = control.params;
  const [editing, setEditing] = useState<{ warranty: TWarranty | null } | null>(null);
  const utils = trpc.useUtils();
  const list = trpc.warranty.list.useQuery({ page, pageSize, search, status: tab as (typeof TABS)[number] }, { placeholderData: (previous) => previous });
  const remove = trpc.warranty.delete.useMutation({
    onSuccess: async () => {
      showSuccess(t('warranty.deleted'));
      await utils.warranty.invalidate();
    },
    onError: showError,
  });
  return (
    <>
      <ListScreen<TWarranty>
        testId="warranties"
        control={control}
        tabs={TABS.map((s) => ({ value: s, label: t(`warranty.tabs.${s}`) }))}
        searchPlaceholder={t('warranty.search')}
        toolbar={<AddButton label={t('warranty.add')} onClick={() => setEditing({ warranty: null })} testId="add-warranty" />}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        columns={[
          {
            accessor: 'serialNo',
            title: t('warranty.serialNo'),
            render: (row) => (
              <Anchor component="button" type="button" onClick={() => setEditing({ warranty: row })} style={{ overflowWrap: 'anywhere', textAlign: 'start' }} data-testid={`warranty-${row.serialNo}`}>
                {row.serialNo}
              </Anchor>
            ),
          },
          { accessor: 'productName', title: t('warranty.product') },
          {
            accessor: 'buyerName',
            title: t('warranty.buyer'),
            render: (row) => (
              <>
                <Text size="sm">{row.buyerName}</Text>
                <Text size="xs" c="dimmed">
                  {ltr(row.buyerPhone)}
                </Text>
              </>
            ),
          },
          { accessor: 'startDate', title: t('warranty.period'), render: (row) => ltr(`${row.startDate} – ${row.endDate}`) },
          {
            accessor: 'status',
            title: t('warranty.status'),
            render: (row) => (
              <Badge variant="light" color={row.status === 'active' ? 'green' : 'gray'}>
                {t(`warranty.tabs.${row.status}`)}
              </Badge>
            ),
          },
          {
            accessor: 'actions',
            title: '',
            render: (row) => (
              <Group gap={4} wrap="nowrap">
                <RowDeleteButton title={t('warranty.deleteTitle', { serial: row.serialNo })} onConfirm={() => remove.mutate({ id: row.id })} testId={`delete-${row.serialNo}`} />
              </Group>
            ),
          },
        ]}
      />
      {editing && <WarrantyFormModal warranty={editing.warranty} today={toWallClock(new Date(), timeZone).slice(0, 10)} onClose={() => setEditing(null)} />}
    </>
  );
}
