import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TWhatsappEntry } from '../../../core/whatsapp-orders/schema.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { FactsCard } from '../../components/facts-card.tsx';
import { formatMoney, useDateTime } from '../../components/format.ts';

/** An entry's buyer, note and lines, with the switch to the other tab. */
export function EntryDetailModal({ entry, onClose, onMove, moving }: { entry: TWhatsappEntry; onClose(): void; onMove(): void; moving: boolean }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const canEdit = useCanEdit();
  const waNumber = entry.buyerPhone.replace(/[^\d]/g, '');
  return (
    <Modal opened onClose={onClose} title={t('whatsappOrders.detailTitle', { no: entry.entryNo })} size="lg">
      <Stack data-testid="whatsapp-entry-detail">
        <FactsCard
          title={t('whatsappOrders.buyer')}
          rows={[
            [t('whatsappOrders.name'), entry.buyerName],
            [t('whatsappOrders.phone'), entry.buyerPhone],
            [t('whatsappOrders.email'), entry.buyerEmail],
            [t('whatsappOrders.address'), entry.address],
            [t('whatsappOrders.note'), entry.note],
            [t('whatsappOrders.received'), when(entry.createdAt)],
            [t('whatsappOrders.status'), t(`whatsappOrders.tabs.${entry.status}`)],
            ...(entry.completedAt ? ([[t('whatsappOrders.completedAt'), when(entry.completedAt)]] as [string, string][]) : []),
          ]}
        />
        <Table.ScrollContainer minWidth={360}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('whatsappOrders.item')}</Table.Th>
                <Table.Th ta="end">{t('whatsappOrders.qty')}</Table.Th>
                <Table.Th ta="end">{t('whatsappOrders.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entry.lines.map((line, i) => (
                <Table.Tr key={i}>
                  <Table.Td>
                    {line.name}
                    {line.options && (
                      <Text size="xs" c="dimmed">
                        {line.options}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="end">{line.qty}</Table.Td>
                  <Table.Td ta="end">{formatMoney(line.lineTotalSen)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td colSpan={2} fw={600}>
                  {t('whatsappOrders.total')}
                </Table.Td>
                <Table.Td ta="end" fw={600}>
                  {formatMoney(entry.totalSen)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between" wrap="wrap">
          <Button component="a" href={`https://wa.me/${waNumber}`} target="_blank" rel="noopener noreferrer" variant="light" color="green">
            {t('whatsappOrders.chat')}
          </Button>
          {canEdit && (
            <Button onClick={onMove} loading={moving} data-testid="move-entry">
              {entry.status === 'active' ? t('whatsappOrders.markCompleted') : t('whatsappOrders.markActive')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
