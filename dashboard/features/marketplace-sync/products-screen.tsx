import { useState } from 'react';
import { Alert, Anchor, Breadcrumbs, Button, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MAPPINGS, PRODUCT_STATES, type ProductState } from '../../../core/marketplaces/constants.ts';
import type { TMarketplaceProduct } from '../../../core/marketplaces/schema.ts';
import { showDialog, showError } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { formatMoney } from '../../components/format.ts';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { productSyncPath } from '../../components/marketplace-paths.ts';
import { CreateFromMarketModal, type CreateMode } from './create-from-market-modal.tsx';
import { MapFileModal } from './map-file-modal.tsx';
import { MARKETPLACE_PATHS } from './paths.ts';
import { ProductBadges, ProductSku } from './product-badges.tsx';

const FILTERS = ['state', 'mapping'] as const;
const CREATE_MODES: CreateMode[] = ['import', 'duplicate'];
type Mapping = (typeof MAPPINGS)[number];
const pick = <T extends string>(values: readonly T[], value: string): T | undefined => (values.includes(value as T) ? (value as T) : undefined);

/**
 * /marketplace-sync/products-list/{sid}: a shop's products (one row per variant) by state and
 * mapping, found by SKU or name. The chosen ones are mapped to the catalogue products with the
 * same SKU (sync by same SKU), imported or duplicated into the catalogue, or mapped from a CSV
 * file; a linked row leads to its catalogue product's sync page.
 */
export default function ProductsScreen() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const shopId = useParams().sid ?? '';
  const control = useListParams({ filterKeys: FILTERS });
  const { page, pageSize, search, filters } = control.params;
  const utils = trpc.useUtils();
  const [creating, setCreating] = useState<{ mode: CreateMode; rows: TMarketplaceProduct[] } | null>(null);
  const [mapFileOpen, setMapFileOpen] = useState(false);
  const shop = trpc.marketplaceSync.shops.useQuery(undefined, { select: (shops) => shops.find((s) => s.id === shopId) });
  const list = trpc.marketplaceSync.products.useQuery(
    { shopId, page, pageSize, search: search || undefined, state: pick<ProductState>(PRODUCT_STATES, filters.state ?? ''), mapping: pick<Mapping>(MAPPINGS, filters.mapping ?? '') },
    { placeholderData: (previous) => previous },
  );
  const syncBySku = trpc.marketplaceSync.syncBySku.useMutation({
    onSuccess: async (done) => {
      await utils.marketplaceSync.products.invalidate();
      showDialog('notice', t('marketplaceSync.syncBySkuDone', { mapped: done.mapped, unmatched: done.unmatched }));
    },
    onError: showError,
  });
  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={MARKETPLACE_PATHS.shops}>
          {t('menu.marketplaceSync')}
        </Anchor>
        <Text style={{ overflowWrap: 'anywhere' }}>{shop.data?.storeName ?? ''}</Text>
      </Breadcrumbs>
      {list.error && <Alert color="red">{errorInfo(list.error).message}</Alert>}
      <ListScreen<TMarketplaceProduct>
        testId="marketplace-products"
        control={control}
        searchPlaceholder={t('marketplaceSync.searchProducts')}
        filters={
          <>
            <FilterSelect control={control} name="state" label={t('marketplaceSync.fields.status')} allLabel={t('marketplaceSync.allStates')} data={PRODUCT_STATES.map((s) => ({ value: s, label: t(`marketplaceSync.productStates.${s}`) }))} />
            <FilterSelect control={control} name="mapping" label={t('marketplaceSync.fields.mapping')} allLabel={t('marketplaceSync.allMappings')} data={MAPPINGS.map((m) => ({ value: m, label: t(`marketplaceSync.mappings.${m}`) }))} />
          </>
        }
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        toolbar={
          canEdit && (
            <Button variant="default" leftSection={<IconFileUpload size={16} />} onClick={() => setMapFileOpen(true)} data-testid="open-map-file">
              {t('marketplaceSync.mapFile.open')}
            </Button>
          )
        }
        bulkActions={
          canEdit
            ? [
                { label: t('marketplaceSync.syncBySku'), run: (rows) => syncBySku.mutate({ shopId, ids: rows.map((r) => r.id) }) },
                ...CREATE_MODES.map((mode) => ({ label: t(`marketplaceSync.createFromMarket.open.${mode}`), run: (rows: TMarketplaceProduct[]) => setCreating({ mode, rows }) })),
              ]
            : undefined
        }
        columns={[
          { accessor: 'itemId', title: t('marketplaceSync.fields.itemId') },
          {
            accessor: 'sku',
            title: t('marketplaceSync.fields.sku'),
            render: (row) =>
              row.productId && shop.data ? (
                <Anchor component={Link} to={productSyncPath(shop.data.platform, shopId, row.productId)} data-testid="product-sync-link">
                  <ProductSku product={row} />
                </Anchor>
              ) : (
                <ProductSku product={row} />
              ),
          },
          { accessor: 'parentSku', title: t('marketplaceSync.fields.parentSku'), render: (row) => row.parentSku || '—' },
          { accessor: 'variantName', title: t('marketplaceSync.fields.variantName'), render: (row) => row.variantName || '—' },
          { accessor: 'status', title: t('marketplaceSync.fields.status'), render: (row) => <ProductBadges product={row} /> },
          { accessor: 'stock', title: t('marketplaceSync.fields.stock'), textAlign: 'right' },
          { accessor: 'priceSen', title: t('marketplaceSync.fields.price'), textAlign: 'right', render: (row) => formatMoney(row.priceSen) },
        ]}
      />
      <CreateFromMarketModal shopId={shopId} chosen={creating} onClose={() => setCreating(null)} />
      <MapFileModal shopRef={shop.data?.shopId ?? ''} opened={mapFileOpen} onClose={() => setMapFileOpen(false)} />
    </Stack>
  );
}
