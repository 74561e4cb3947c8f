import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../app/session.tsx';
import { trpc } from '../app/trpc.ts';
import { productSyncPath } from './marketplace-paths.ts';

/**
 * Under a product's form: the connected marketplace shops, each leading to the product's sync
 * page there. Shown only to a user with the marketplace sync module.
 */
export function ProductMarketplacesCard({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const allowed = session.can('marketplace_sync', 'view') && !session.user?.inactiveModules.includes('marketplace_sync');
  const shops = trpc.marketplaceSync.shops.useQuery(undefined, { enabled: allowed });
  if (!allowed || !shops.data) return null;
  return (
    <Card withBorder data-testid="product-marketplaces">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('marketplaceSync.productSync.cardTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t(shops.data.length ? 'marketplaceSync.productSync.cardHint' : 'marketplaceSync.noShops')}
        </Text>
        <Group gap="md" wrap="wrap">
          {shops.data.map((shop) => (
            <Anchor key={shop.id} component={Link} to={productSyncPath(shop.platform, shop.id, productId)} style={{ overflowWrap: 'anywhere' }} data-testid="product-marketplace-link">
              {`${shop.storeName} (${t(`marketplaceSync.platforms.${shop.platform}`)})`}
            </Anchor>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
