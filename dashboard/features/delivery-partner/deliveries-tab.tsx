import { useState } from 'react';
import { Anchor, Badge, Button, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CANCELLABLE_STATUSES } from '../../../core/delivery-partner/constants.ts';
import type { TDelivery } from '../../../core/delivery-partner/schema.ts';
import { confirmIrreversible, showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { CardTable } from '../../components/card-table.tsx';
import { useDateTime } from '../../components/format.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { STATUS_COLOURS, money } from './labels.ts';

/** A delivery's state as a badge. */
export function DeliveryStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLOURS[status] ?? 'gray'} data-testid="delivery-status">
      {t(`deliveryPartner.status.${status}`)}
    </Badge>
  );
}

/** The delivery orders with their state and driver; a row opens its route; Cancel while the provider allows it. */
export function DeliveriesTab() {
  const { t } = useTranslation();
  const when = useDateTime();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  // The states arrive by webhook: the list looks again every 10 seconds while it is open.
  const deliveries = trpc.deliveryPartner.deliveries.useQuery(undefined, { refetchInterval: 10_000 });
  const [opened, setOpened] = useState<TDelivery | null>(null);
  const cancel = trpc.deliveryPartner.cancel.useMutation({
    onSuccess: async (d) => {
      showSuccess(t('deliveryPartner.orders.cancelled', { id: d.providerOrderId }));
      await utils.deliveryPartner.invalidate();
    },
    onError: showError,
  });
  const askCancel = (d: TDelivery) => confirmIrreversible({ title: t('deliveryPartner.orders.cancelTitle', { id: d.providerOrderId }), confirmLabel: t('deliveryPartner.orders.cancel'), onConfirm: () => cancel.mutate({ id: d.id }) });
  return (
    <SectionCard title={t('deliveryPartner.orders.title')}>
      <CardTable
        testId="deliveries"
        headings={[t('deliveryPartner.orders.id'), t('deliveryPartner.orders.status'), t('deliveryPartner.orders.driver'), t('deliveryPartner.orders.amount'), t('deliveryPartner.orders.placedAt'), '']}
        records={deliveries.data}
        row={(d) => (
          <Table.Tr key={d.id} data-testid={`delivery-${d.providerOrderId}`}>
            <Table.Td data-label={t('deliveryPartner.orders.id')}>
              <Anchor component="button" type="button" onClick={() => setOpened(d)}>
                {d.providerOrderId}
              </Anchor>
            </Table.Td>
            <Table.Td data-label={t('deliveryPartner.orders.status')}>
              <DeliveryStatus status={d.status} />
            </Table.Td>
            <Table.Td data-label={t('deliveryPartner.orders.driver')} data-testid="delivery-driver">
              {d.driver ? `${d.driver.name} · ${d.driver.plate} · ${d.driver.phone}` : '—'}
            </Table.Td>
            <Table.Td data-label={t('deliveryPartner.orders.amount')}>{money(d.amountSen, d.currency)}</Table.Td>
            <Table.Td data-label={t('deliveryPartner.orders.placedAt')}>{when(d.placedAt)}</Table.Td>
            <Table.Td>
              {canEdit && CANCELLABLE_STATUSES.includes(d.status) && (
                <Button size="compact-sm" variant="subtle" color="red" onClick={() => askCancel(d)} data-testid={`cancel-${d.providerOrderId}`}>
                  {t('deliveryPartner.orders.cancel')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        )}
      />
      {opened && (
        <Modal opened onClose={() => setOpened(null)} title={<Text fw={700}>{t('deliveryPartner.orders.detail', { id: opened.providerOrderId })}</Text>} size="lg" centered>
          <Stack gap="xs" data-testid="delivery-detail">
            <DeliveryStatus status={opened.status} />
            <Text size="sm">
              {t(`deliveryPartner.vehicles.${opened.vehicle}`)} · {t(`deliveryPartner.zones.${opened.zone}`)}
              {opened.scheduleAt && ` · ${when(opened.scheduleAt)}`}
            </Text>
            {opened.driver && <Text size="sm">{t('deliveryPartner.orders.driverLine', { name: opened.driver.name, id: opened.driver.id, plate: opened.driver.plate, phone: opened.driver.phone })}</Text>}
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <b>{t('deliveryPartner.quotes.pickup')}:</b> {opened.pickup.companyName}, {opened.pickup.address}
            </Text>
            {opened.stops.map((s, i) => (
              <Text key={s.stopId} size="sm" style={{ overflowWrap: 'anywhere' }}>
                <b>{t('deliveryPartner.quotes.stop', { n: i + 1 })}:</b> #{s.orderNo} {s.name} ({s.phone}), {s.address}
              </Text>
            ))}
            {opened.remark && <Text size="sm">{t('deliveryPartner.orders.remark', { remark: opened.remark })}</Text>}
          </Stack>
        </Modal>
      )}
    </SectionCard>
  );
}
