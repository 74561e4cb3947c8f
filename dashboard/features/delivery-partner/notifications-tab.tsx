import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { CardTable } from '../../components/card-table.tsx';
import { useDateTime } from '../../components/format.ts';
import { SectionCard } from '../../components/section-card.tsx';

/** The provider's webhook events, newest first: each once, whatever its replays. */
export function NotificationsTab() {
  const { t } = useTranslation();
  const when = useDateTime();
  const notes = trpc.deliveryPartner.notifications.useQuery(undefined, { refetchInterval: 10_000 });
  return (
    <SectionCard title={t('deliveryPartner.notifications.title')}>
      <CardTable
        testId="notifications"
        headings={[t('deliveryPartner.notifications.receivedAt'), t('deliveryPartner.notifications.event'), t('deliveryPartner.orders.id'), t('deliveryPartner.orders.status')]}
        records={notes.data}
        row={(n) => (
          <Table.Tr key={n.id}>
            <Table.Td data-label={t('deliveryPartner.notifications.receivedAt')}>{when(n.receivedAt)}</Table.Td>
            <Table.Td data-label={t('deliveryPartner.notifications.event')}>{t(`deliveryPartner.events.${n.eventType}`, { defaultValue: n.eventType })}</Table.Td>
            <Table.Td data-label={t('deliveryPartner.orders.id')}>{n.providerOrderId}</Table.Td>
            <Table.Td data-label={t('deliveryPartner.orders.status')}>{n.status ? t(`deliveryPartner.status.${n.status}`) : '—'}</Table.Td>
          </Table.Tr>
        )}
      />
    </SectionCard>
  );
}
