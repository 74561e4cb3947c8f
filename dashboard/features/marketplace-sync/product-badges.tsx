import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TMarketplaceProduct } from '../../../core/marketplaces/schema.ts';

const STATUS_COLORS: Record<string, string> = { live: 'green', normal: 'green', unlisted: 'gray', banned: 'red' };
const MAPPING_COLORS: Record<string, string> = { mapped: 'blue', unmapped: 'yellow', imported: 'teal' };

/** A marketplace product's state (out of stock for a listed one with none) and its mapping. */
export function ProductBadges({ product }: { product: TMarketplaceProduct }) {
  const { t } = useTranslation();
  const outOfStock = product.stock === 0 && (product.status === 'live' || product.status === 'normal');
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={outOfStock ? 'orange' : (STATUS_COLORS[product.status] ?? 'gray')} variant="light" data-testid="product-status">
        {t(`marketplaceSync.productStates.${outOfStock ? 'out_of_stock' : product.status}`)}
      </Badge>
      <Badge color={MAPPING_COLORS[product.mapping] ?? 'gray'} variant="outline" data-testid="product-mapping">
        {t(`marketplaceSync.mappings.${product.mapping}`)}
      </Badge>
    </Group>
  );
}

/** A marketplace product's SKU with its name under it, wrapping rather than widening a phone's row. */
export function ProductSku({ product }: { product: TMarketplaceProduct }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="product-sku">
        {product.sku}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {product.name}
      </Text>
    </Stack>
  );
}
