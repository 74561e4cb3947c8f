import { Alert, Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { trpc } from '../../app/trpc.ts';
import { CardTable } from '../../components/card-table.tsx';
import { FactsCard } from '../../components/facts-card.tsx';
import { formatMoney, useDateTime } from '../../components/format.ts';
import { RecordPage } from '../../components/record-page.tsx';
import { translateMessage } from '../../i18n/messages.ts';
import { MarketOrderStatusBadge } from './order-status-badge.tsx';
import { MARKETPLACE_PATHS } from './paths.ts';

/** The order list's screen of the order a marketplace order became. */
const orderListPath = (id: string) => `/mysales/order/${encodeURIComponent(id)}`;

/** /marketplace-sync/orders/{oid}: one marketplace order, its shop and buyer, its sync's failure if any, and the lines of the order it became. */
export default function OrderScreen() {
  const { t } = useTranslation();
  const when = useDateTime();
  const id = useParams().oid ?? '';
  const order = trpc.marketplaceSync.order.useQuery({ id });
  return (
    <RecordPage listPath={MARKETPLACE_PATHS.orders} listTitle={t('menu.marketplaceOrders')} heading={order.data?.orderSn} badge={order.data && <MarketOrderStatusBadge status={order.data.status} />} adding={false} record={order}>
      {(o) =>
        o && (
          <Stack data-testid="market-order">
            {o.error && (
              <Alert color="red" data-testid="market-order-error">
                {translateMessage(o.error)}
              </Alert>
            )}
            <FactsCard
              title={t('marketplaceSync.orderFacts')}
              rows={[
                [t('marketplaceSync.fields.store'), `${o.storeName} (${t(`marketplaceSync.platforms.${o.platform}`)})`],
                [t('marketplaceSync.fields.shopId'), o.shopRef],
                [t('marketplaceSync.fields.buyer'), o.buyerName],
                [t('marketplaceSync.fields.total'), formatMoney(o.totalSen)],
                [t('marketplaceSync.fields.placed'), when(o.placedAt)],
                [t('marketplaceSync.fields.updated'), when(o.updateTime)],
              ]}
            >
              <Group gap="xs" mt="xs">
                <Text size="sm" c="dimmed">
                  {t('marketplaceSync.fields.orderNo')}
                </Text>
                {o.orderId && o.orderNo !== null ? (
                  <Anchor component={Link} to={orderListPath(o.orderId)} data-testid="market-order-order">
                    {`#${o.orderNo}`}
                  </Anchor>
                ) : (
                  <Text size="sm">{t('marketplaceSync.notInOrderList')}</Text>
                )}
              </Group>
            </FactsCard>
            <CardTable
              testId="market-order-lines"
              headings={[t('marketplaceSync.fields.sku'), t('marketplaceSync.fields.product'), t('marketplaceSync.fields.qty'), t('marketplaceSync.fields.total')]}
              records={o.lines}
              row={(line) => (
                <Table.Tr key={line.id} data-testid="market-order-line">
                  <Table.Td data-label={t('marketplaceSync.fields.sku')} style={{ overflowWrap: 'anywhere' }}>
                    {line.sku}
                  </Table.Td>
                  <Table.Td data-label={t('marketplaceSync.fields.product')} style={{ overflowWrap: 'anywhere' }}>
                    {line.options ? `${line.name} (${line.options})` : line.name}
                  </Table.Td>
                  <Table.Td data-label={t('marketplaceSync.fields.qty')}>{line.qty}</Table.Td>
                  <Table.Td data-label={t('marketplaceSync.fields.total')}>{formatMoney(line.finalPriceSen)}</Table.Td>
                </Table.Tr>
              )}
            />
          </Stack>
        )
      }
    </RecordPage>
  );
}
