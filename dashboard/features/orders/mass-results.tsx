import { Badge, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TMassActionResult } from '../../../core/orders/schema.ts';
import { OrderStatusBadge } from '../../components/order-status-badge.tsx';
import { translateMessage } from '../../i18n/messages.ts';

/** Each order of a mass action: done, or refused with the reason. */
export function MassResultsTable({ result }: { result: TMassActionResult }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="mass-results">
      <Text size="sm">{t('orders.mass.summary', { succeeded: result.succeeded, failed: result.failed })}</Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orders.fields.orderNo')}</Table.Th>
            <Table.Th>{t('orders.mass.result')}</Table.Th>
            <Table.Th>{t('orders.fields.status')}</Table.Th>
            <Table.Th>{t('orders.mass.reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.results.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.orderNo ? `#${r.orderNo}` : r.id}</Table.Td>
              <Table.Td>
                <Badge color={r.ok ? 'green' : 'red'} variant="light">
                  {r.ok ? t('orders.mass.succeeded') : t('orders.mass.failed')}
                </Badge>
              </Table.Td>
              <Table.Td>{r.status ? <OrderStatusBadge status={r.status} /> : '—'}</Table.Td>
              <Table.Td>{r.reason ? translateMessage(r.reason) : ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** The orders a mass action refused, each with why, to be read before going on. */
export function MassResultsModal({ result, onClose }: { result: TMassActionResult | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={result !== null} onClose={onClose} title={<Text fw={700}>{t('dialog.notice')}</Text>} size="lg" centered>
      {result && <MassResultsTable result={result} />}
    </Modal>
  );
}
