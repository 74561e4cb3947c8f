import { useState } from 'react';
import { Anchor, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TWhatsappEntryKind, TWhatsappEntryStatus } from '../../../core/whatsapp-orders/constants.ts';
import { WHATSAPP_ENTRY_STATUSES } from '../../../core/whatsapp-orders/constants.ts';
import type { TWhatsappEntry } from '../../../core/whatsapp-orders/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { formatMoney, useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { ltr } from '../../components/ltr-text.tsx';
import { EntryDetailModal } from './entry-detail-modal.tsx';

const other = (status: TWhatsappEntryStatus): TWhatsappEntryStatus => (status === 'active' ? 'completed' : 'active');

/** A WhatsApp list (orders or carts): Active and Completed tabs, search, detail, and moves to the other tab, singly or in bulk. */
export function EntryListScreen({ kind }: { kind: TWhatsappEntryKind }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const canEdit = useCanEdit();
  const control = useListParams({ tabs: WHATSAPP_ENTRY_STATUSES });
  const { page, pageSize, search, tab } = control.params;
  const status = tab as TWhatsappEntryStatus;
  const [openedId, setOpenedId] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const list = trpc.whatsappOrders.list.useQuery({ kind, status, page, pageSize, search: search || undefined }, { placeholderData: (previous) => previous });
  const opened = list.data?.items.find((e) => e.id === openedId) ?? null;
  const move = trpc.whatsappOrders.setStatus.useMutation({
    onSuccess: async (done, input) => {
      showSuccess(t(input.status === 'completed' ? 'whatsappOrders.movedCompleted' : 'whatsappOrders.movedActive', { count: done.changed }));
      setOpenedId(null);
      await utils.whatsappOrders.invalidate();
    },
    onError: showError,
  });
  const moveTo = (ids: string[], to: TWhatsappEntryStatus) => move.mutate({ kind, ids, status: to });
  const moveLabel = status === 'active' ? t('whatsappOrders.markCompleted') : t('whatsappOrders.markActive');
  return (
    <>
      <ListScreen<TWhatsappEntry>
        testId={`whatsapp-${kind}s`}
        control={control}
        tabs={WHATSAPP_ENTRY_STATUSES.map((s) => ({ value: s, label: t(`whatsappOrders.tabs.${s}`) }))}
        tabCounts={list.data?.tabCounts}
        searchPlaceholder={t('whatsappOrders.search')}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        bulkActions={canEdit ? [{ label: moveLabel, run: (rows) => moveTo(rows.map((r) => r.id), other(status)) }] : undefined}
        columns={[
          {
            accessor: 'entryNo',
            title: t('whatsappOrders.number'),
            render: (row) => (
              <Anchor component="button" type="button" onClick={() => setOpenedId(row.id)} data-testid={`entry-${row.entryNo}`}>
                {`W${row.entryNo}`}
              </Anchor>
            ),
          },
          { accessor: 'createdAt', title: t('whatsappOrders.received'), render: (row) => when(row.createdAt) },
          { accessor: 'buyerName', title: t('whatsappOrders.name') },
          { accessor: 'buyerPhone', title: t('whatsappOrders.phone'), render: (row) => ltr(row.buyerPhone) },
          { accessor: 'lines', title: t('whatsappOrders.items'), render: (row) => row.lines.reduce((n, l) => n + l.qty, 0) },
          { accessor: 'totalSen', title: t('whatsappOrders.total'), textAlign: 'right', render: (row) => formatMoney(row.totalSen) },
          {
            accessor: 'actions',
            title: '',
            render: (row) =>
              canEdit && (
                <Button size="compact-sm" variant="subtle" loading={move.isPending && move.variables.ids.includes(row.id)} onClick={() => moveTo([row.id], other(row.status))} data-testid={`move-${row.entryNo}`}>
                  {moveLabel}
                </Button>
              ),
          },
        ]}
      />
      {opened && <EntryDetailModal entry={opened} onClose={() => setOpenedId(null)} onMove={() => moveTo([opened.id], other(opened.status))} moving={move.isPending} />}
    </>
  );
}
