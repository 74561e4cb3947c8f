import { useState } from 'react';
import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TWarrantyProduct } from '../../../core/warranty/products.ts';
import { trpc } from '../../app/trpc.ts';
import { ServerSearchSelect, useServerSearch } from '../../components/server-search-select.tsx';

interface Props {
  /** The product chosen, as the form holds it (its name shown until the list is searched). */
  value: { productId: string; optionId: string | null; label: string };
  onChange(value: { productId: string; optionId: string | null; label: string }): void;
  productError?: unknown;
  optionError?: unknown;
}

/** The product a warranty is for, found by name or SKU, and its option when it has variants. */
export function ProductField({ value, onChange, productError, optionError }: Props) {
  const { t } = useTranslation();
  const { search, setSearch, query } = useServerSearch(value.label);
  const found = trpc.warranty.products.useQuery({ search: query }, { placeholderData: (previous) => previous });
  const [picked, setPicked] = useState<TWarrantyProduct | null>(null);
  const products = found.data ?? [];
  const current = picked ?? products.find((p) => p.id === value.productId) ?? null;
  const data = products.map((p) => ({ value: p.id, label: `${p.nameEn} · ${p.sku}` }));
  if (value.productId && !data.some((d) => d.value === value.productId)) data.unshift({ value: value.productId, label: value.label });
  return (
    <Group grow align="flex-start" wrap="wrap">
      <ServerSearchSelect
        label={t('warranty.product')}
        withAsterisk
        search={search}
        onSearch={setSearch}
        data={data}
        value={value.productId || null}
        onChange={(id, option) => {
          const product = products.find((p) => p.id === id) ?? null;
          setPicked(product);
          onChange({ productId: id ?? '', optionId: null, label: option?.label ?? '' });
        }}
        nothingFoundMessage={t('warranty.noProducts')}
        error={productError as string | undefined}
        data-testid="warranty-product"
      />
      {current && current.options.length > 0 && (
        <Select
          label={t('warranty.option')}
          withAsterisk
          data={current.options.map((o) => ({ value: o.id, label: o.name }))}
          value={value.optionId}
          onChange={(optionId) => onChange({ ...value, optionId })}
          error={optionError as string | undefined}
          data-testid="warranty-option"
        />
      )}
    </Group>
  );
}
