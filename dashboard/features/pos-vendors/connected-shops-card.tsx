import { useState } from 'react';
import { Pagination, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { FactsCard } from '../../components/facts-card.tsx';
import { useDateTime } from '../../components/format.ts';
import { ltr } from '../../components/ltr-text.tsx';

const PAGE_SIZE = 20;

/** On the vendor's own page: the shops connected to its POS system, with the contact each shared by connecting. */
export function ConnectedShopsCard() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [page, setPage] = useState(1);
  const shops = trpc.posVendors.connectedShops.useQuery({ page, pageSize: PAGE_SIZE });
  const total = shops.data?.total ?? 0;
  return (
    <FactsCard title={t('posVendors.connectedShops')}>
      <Stack gap="xs" data-testid="connected-shops">
        {total === 0 && <Text size="sm">{t('posVendors.noShops')}</Text>}
        {total > 0 && (
          <Table.ScrollContainer minWidth={0}>
            <Table>
              <Table.Tbody>
                {shops.data?.items.map((s) => (
                  <Table.Tr key={s.merchantId}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text size="sm">{s.name}</Text>
                      <Text size="xs" c="dimmed">
                        {ltr(s.email)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{dateTime(s.connectedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {total > PAGE_SIZE && <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} size="sm" />}
      </Stack>
    </FactsCard>
  );
}
