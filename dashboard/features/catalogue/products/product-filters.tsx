import { useEffect, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { PRICE_OPS, PRODUCT_SORTS, STOCK_FILTERS } from '../../../../core/catalogue/product-list.ts';
import { VISIBILITIES } from '../../../../core/catalogue/constants.ts';
import { parseRinggit } from '../../../../core/shared/money.ts';
import { FilterSelect } from '../../../components/list/filter-select.tsx';
import type { ListParamsControl } from '../../../components/list/use-list-params.ts';
import { useBrands, useTags } from '../catalogue-options.ts';
import { CategorySelect } from '../../../components/category-select.tsx';

/** The amount of the price filter in RM, kept in the URL once the typing pauses. */
function PriceAmount({ control }: { control: ListParamsControl }) {
  const { t } = useTranslation();
  const { params, update } = control;
  const [text, setText] = useState(params.filters.price ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 400);
  useEffect(() => {
    if (debounced !== (params.filters.price ?? '')) update({ filters: { price: debounced } });
  }, [debounced, params.filters.price, update]);
  return (
    <TextInput
      leftSection="RM"
      inputMode="decimal"
      aria-label={t('catalogue.filters.priceAmount')}
      placeholder={t('catalogue.filters.amount')}
      w={120}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      error={debounced !== '' && parseRinggit(debounced) === null}
    />
  );
}

/** Category, brand, tag, visibility, stock, sort and price filters of the product list. */
export function ProductFilters({ control }: { control: ListParamsControl }) {
  const { t } = useTranslation();
  const brands = useBrands();
  const tags = useTags();
  const { params, update } = control;
  return (
    <>
      <CategorySelect
        aria-label={t('catalogue.filters.category')}
        placeholder={t('catalogue.filters.allCategories')}
        clearable
        value={params.filters.category || null}
        onChange={(value) => update({ filters: { category: value ?? '' } })}
        w={220}
      />
      <FilterSelect control={control} name="brand" label={t('catalogue.filters.brand')} allLabel={t('catalogue.filters.allBrands')} data={brands.map((b) => ({ value: b.id, label: b.nameEn }))} width={160} />
      <FilterSelect control={control} name="tag" label={t('catalogue.filters.tag')} allLabel={t('catalogue.filters.allTags')} data={tags.map((tag) => ({ value: tag.id, label: tag.name }))} width={150} />
      <FilterSelect
        control={control}
        name="visibility"
        label={t('catalogue.visibility.label')}
        allLabel={t('catalogue.filters.anyVisibility')}
        data={VISIBILITIES.map((v) => ({ value: v, label: t(`catalogue.visibility.${v}`) }))}
        width={150}
      />
      <FilterSelect
        control={control}
        name="stock"
        label={t('catalogue.filters.stock')}
        allLabel={t('catalogue.filters.anyStock')}
        data={STOCK_FILTERS.map((s) => ({ value: s, label: t(`catalogue.filters.stocks.${s}`) }))}
        width={150}
      />
      <FilterSelect
        control={control}
        name="sort"
        label={t('catalogue.filters.sort')}
        allLabel={t('catalogue.filters.sorts.default')}
        data={PRODUCT_SORTS.filter((s) => s !== 'default').map((s) => ({ value: s, label: t(`catalogue.filters.sorts.${s}`) }))}
        width={210}
      />
      <FilterSelect
        control={control}
        name="priceOp"
        label={t('catalogue.filters.price')}
        allLabel={t('catalogue.filters.anyPrice')}
        data={PRICE_OPS.map((op) => ({ value: op, label: t(`catalogue.filters.priceOps.${op}`) }))}
        width={150}
      />
      <PriceAmount control={control} />
    </>
  );
}
