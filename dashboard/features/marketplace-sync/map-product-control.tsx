import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TProductSyncRef } from '../../../core/marketplaces/product-link.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { ServerSearchSelect, useServerSearch } from '../../components/server-search-select.tsx';

type Option = { value: string; label: string };

interface Props {
  syncRef: TProductSyncRef;
  /** The option the chosen marketplace product is mapped to, or null for the product as a whole. */
  optionId: string | null;
  onMapped(): void;
}

/** Finds one of the shop's unmapped marketplace products by SKU or name and maps it to the line. */
export function MapProductControl({ syncRef, optionId, onMapped }: Props) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Option | null>(null);
  const { search, setSearch, query } = useServerSearch(chosen?.label ?? '');
  const found = trpc.marketplaceSync.products.useQuery(
    { shopId: syncRef.shopId, mapping: 'unmapped', search: query || undefined, page: 1, pageSize: 20 },
    { placeholderData: (previous) => previous },
  );
  const options: Option[] = (found.data?.items ?? []).map((p) => ({ value: p.id, label: p.variantName ? `${p.sku} · ${p.name} (${p.variantName})` : `${p.sku} · ${p.name}` }));
  const data = chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options;
  const map = trpc.marketplaceSync.mapProduct.useMutation({
    onSuccess: () => {
      showSuccess(t('marketplaceSync.productSync.mapped', { product: chosen?.label ?? '' }));
      setChosen(null);
      setSearch('');
      onMapped();
    },
    onError: showError,
  });
  return (
    <Group align="flex-end" wrap="wrap" gap="xs">
      <ServerSearchSelect
        style={{ flex: '1 1 16rem', minWidth: 0 }}
        label={t('marketplaceSync.productSync.mapLabel')}
        placeholder={t('marketplaceSync.productSync.mapPlaceholder')}
        search={search}
        onSearch={setSearch}
        data={data}
        value={chosen?.value ?? null}
        onChange={(_value, option) => setChosen(option ?? null)}
        nothingFoundMessage={t('marketplaceSync.productSync.noneUnmapped')}
        data-testid="sync-map-pick"
      />
      <Button disabled={!chosen} loading={map.isPending} onClick={() => chosen && map.mutate({ ...syncRef, marketplaceProductId: chosen.value, optionId })} data-testid="sync-map">
        {t('marketplaceSync.productSync.map')}
      </Button>
    </Group>
  );
}
