import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { useCount } from '../../components/format.ts';

/** The website's subscribers counted by device (rows) and status (columns). */
export function WebPushSubscribersCard() {
  const { t } = useTranslation();
  const formatCount = useCount();
  const summary = trpc.webPush.summary.useQuery();
  const counts = summary.data?.counts ?? [];
  return (
    <SectionCard title={t('webPush.subscribers')}>
      <Table data-testid="web-push-subscribers" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('webPush.device')}</Table.Th>
            <Table.Th ta="end">{t('webPush.statuses.active')}</Table.Th>
            <Table.Th ta="end">{t('webPush.statuses.expired')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {counts.map((c) => (
            <Table.Tr key={c.device} data-testid={`web-push-device-${c.device}`}>
              <Table.Td>{t(`webPush.devices.${c.device}`)}</Table.Td>
              <Table.Td ta="end">{formatCount(c.active)}</Table.Td>
              <Table.Td ta="end">{formatCount(c.expired)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        {t('webPush.total', { count: summary.data?.total ?? 0 })}
      </Text>
    </SectionCard>
  );
}
