import { Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAPPINGS } from '../../../core/marketplaces/constants.ts';
import { trpc } from '../../app/trpc.ts';
import { useCount, useDateTime } from '../../components/format.ts';
import { MARKETPLACE_PATHS, productsPath } from './paths.ts';
import { ShopStatusBadge } from './shop-status-badge.tsx';
import { QueryPending } from '../../components/query-pending.tsx';

/** /marketplace-sync/dashboard: each connected shop with its products by mapping, its orders and its last sync and boost. */
export default function OverviewScreen() {
  const { t } = useTranslation();
  const when = useDateTime();
  const count = useCount();
  const overview = trpc.marketplaceSync.overview.useQuery();
  if (overview.error || !overview.data) return <QueryPending error={overview.error} />;
  if (overview.data.length === 0)
    return (
      <Text data-testid="overview-empty">
        {t('marketplaceSync.noShops')}{' '}
        <Anchor component={Link} to={MARKETPLACE_PATHS.shops}>
          {t('menu.marketplaceSync')}
        </Anchor>
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="marketplace-overview">
      {overview.data.map(({ shop, products, orders }) => (
        <Card withBorder key={shop.id} data-testid="overview-shop" data-shop={shop.shopId}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={productsPath(shop.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {shop.storeName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {`${t(`marketplaceSync.platforms.${shop.platform}`)} · ${shop.shopId}`}
                </Text>
              </Stack>
              <ShopStatusBadge status={shop.status} />
            </Group>
            <SimpleGrid cols={2} spacing="xs">
              {MAPPINGS.map((m) => (
                <Stack key={m} gap={0} data-testid={`overview-${m}`}>
                  <Text size="xs" c="dimmed">
                    {t(`marketplaceSync.mappings.${m}`)}
                  </Text>
                  <Text fw={600}>{count(products[m])}</Text>
                </Stack>
              ))}
              <Stack gap={0} data-testid="overview-orders">
                <Text size="xs" c="dimmed">
                  {t('menu.marketplaceOrders')}
                </Text>
                <Text fw={600}>{count(orders)}</Text>
              </Stack>
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {shop.lastSyncAt ? t('marketplaceSync.lastSync', { time: when(shop.lastSyncAt) }) : t('marketplaceSync.neverSynced')}
              {shop.lastBoostAt ? ` · ${t('marketplaceSync.lastBoost', { time: when(shop.lastBoostAt) })}` : ''}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
