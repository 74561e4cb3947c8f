import { useState } from 'react';
import { Button, Card, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MASS_ACTIONS, type MassAction } from '../../../core/orders/status.ts';
import { MASS_ACTION_MAX, type TOrderRow } from '../../../core/orders/schema.ts';
import { confirmIrreversible } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { formatMoney, useDateTime } from '../../components/format.ts';
import { OrderStatusBadge } from '../../components/order-status-badge.tsx';
import { StackedDataTable } from '../../components/stacked-table.tsx';
import { MassResultsTable } from './mass-results.tsx';
import { useMassAction } from './use-mass-action.ts';
import { ORDER_TAB_KEYS } from '../../../core/orders/schema.ts';

/** The tab whose orders each mass action can change. */
const TAB_OF: Record<MassAction, (typeof ORDER_TAB_KEYS)[number]> = { markPaid: 'awaitingPayment', confirmPayment: 'paymentMade', complete: 'preparingToShip', cancel: 'awaitingPayment' };
const IRREVERSIBLE: readonly MassAction[] = ['markPaid', 'cancel'];

/**
 * /mysales/mass-manage/order: pick an action, list the orders it applies to (80 at a time),
 * select many, run it, and see each order's result (editors only: the route asks for the Editor level).
 */
export default function MassManagePage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [action, setAction] = useState<MassAction>('markPaid');
  const [tab, setTab] = useState<(typeof ORDER_TAB_KEYS)[number]>(TAB_OF.markPaid);
  const [page, setPage] = useState(1);
  const [remark, setRemark] = useState('');
  const [selected, setSelected] = useState<TOrderRow[]>([]);
  const list = trpc.orders.list.useQuery({ tab, page, pageSize: 80 });
  const mass = useMassAction();

  const chooseAction = (value: MassAction) => {
    setAction(value);
    setTab(TAB_OF[value]);
    setPage(1);
    setSelected([]);
  };
  const run = () => {
    const go = () => mass.run({ action, ids: selected.slice(0, MASS_ACTION_MAX).map((o) => o.id), ...(action === 'cancel' && { remark }) });
    const label = t(`orders.actions.${action}`);
    if (IRREVERSIBLE.includes(action)) confirmIrreversible({ title: label, confirmLabel: label, onConfirm: go });
    else go();
  };
  return (
    <Stack data-testid="mass-manage">
      <Card withBorder padding="sm">
        <Group align="flex-end">
          <Select
            label={t('orders.mass.action')}
            data={MASS_ACTIONS.map((a) => ({ value: a, label: t(`orders.actions.${a}`) }))}
            value={action}
            onChange={(v) => v && chooseAction(v as MassAction)}
            allowDeselect={false}
            w={220}
          />
          <Select
            label={t('orders.mass.from')}
            data={ORDER_TAB_KEYS.map((k) => ({ value: k, label: t(`orders.tabs.${k}`) }))}
            value={tab}
            onChange={(v) => {
              if (v) setTab(v as typeof tab);
              setPage(1);
              setSelected([]);
            }}
            allowDeselect={false}
            w={220}
          />
          {action === 'cancel' && <Textarea label={t('orders.fields.cancelRemark')} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} autosize w={300} />}
          <Button onClick={run} disabled={selected.length === 0} loading={mass.pending} color={action === 'cancel' ? 'red' : undefined} data-testid="mass-run">
            {t('orders.mass.run', { count: selected.length })}
          </Button>
        </Group>
      </Card>
      {mass.result && (
        <Card withBorder padding="sm">
          <MassResultsTable result={mass.result} />
        </Card>
      )}
      <StackedDataTable<TOrderRow>
        withTableBorder
        minHeight={180}
        records={list.data?.items ?? []}
        fetching={list.isFetching}
        idAccessor="id"
        totalRecords={list.data?.total ?? 0}
        recordsPerPage={80}
        page={page}
        onPageChange={(p) => {
          setPage(p);
          setSelected([]);
        }}
        selectedRecords={selected}
        onSelectedRecordsChange={setSelected}
        noRecordsText={t('list.empty')}
        columns={[
          { accessor: 'orderNo', title: t('orders.fields.orderNo'), render: (o) => `#${o.orderNo}` },
          { accessor: 'placedAt', title: t('orders.fields.placedAt'), render: (o) => dateTime(o.placedAt) },
          { accessor: 'buyerName', title: t('orders.fields.buyerName') },
          { accessor: 'totalSen', title: t('orders.charges.total'), textAlign: 'right', render: (o) => formatMoney(o.totalSen) },
          { accessor: 'status', title: t('orders.fields.status'), render: (o) => <OrderStatusBadge status={o.status} /> },
          {
            accessor: 'allowedActions',
            title: '',
            render: (o) =>
              o.allowedActions.includes(action) ? null : (
                <Text size="xs" c="dimmed">
                  {t('orders.mass.notAllowed')}
                </Text>
              ),
          },
        ]}
      />
    </Stack>
  );
}
