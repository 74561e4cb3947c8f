import { Badge, NumberInput, Stack, Switch, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/format.ts';
import { MoneyInput } from '../../../components/money-input.tsx';
import { PictureThumb } from '../picture-thumb.tsx';
import type { LineErrors } from './quick-edit-checks.ts';
import { valueOf, type ChangeField, type QuickEditLine, type SkuChange } from './quick-edit-lines.ts';

interface Props {
  changes: ReadonlyMap<string, SkuChange>;
  errors: LineErrors;
  change(line: QuickEditLine, field: ChangeField, value: SkuChange[ChangeField]): void;
}

/** The grid's columns: an input where a line's field can change, its stored value (or nothing) where it cannot. */
export function useQuickEditColumns({ changes, errors, change }: Props): DataTableColumn<QuickEditLine>[] {
  const { t } = useTranslation();
  const errorOf = (line: QuickEditLine, field: ChangeField) => errors.get(line.sku)?.[field];
  const editable = (line: QuickEditLine, field: ChangeField) => line.editable.has(field);
  return [
    { accessor: 'thumb', title: '', width: 56, render: (l) => l.kind === 'product' && <PictureThumb src={l.product.thumb} alt={l.name} size={36} /> },
    {
      accessor: 'name',
      title: t('catalogue.list.product'),
      render: (l) => (
        <Stack gap={0} pl={l.kind === 'option' ? 'lg' : 0}>
          <Text size="sm" fw={l.kind === 'product' ? 500 : 400}>
            {l.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('catalogue.sku')}: {l.sku}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'priceSen',
      title: t('catalogue.price'),
      width: 170,
      render: (l) =>
        editable(l, 'priceSen') ? (
          <MoneyInput
            size="xs"
            aria-label={`${t('catalogue.price')} ${l.sku}`}
            value={valueOf(changes, l, 'priceSen')}
            onChange={(sen) => change(l, 'priceSen', sen ?? Number.NaN)}
            error={errorOf(l, 'priceSen')}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('catalogue.quickEdit.fromPrice', { price: formatMoney(l.stored.priceSen) })}
          </Text>
        ),
    },
    {
      accessor: 'discountedPriceSen',
      title: t('catalogue.discountedPrice'),
      width: 170,
      render: (l) =>
        editable(l, 'discountedPriceSen') && (
          <MoneyInput
            size="xs"
            aria-label={`${t('catalogue.discountedPrice')} ${l.sku}`}
            value={valueOf(changes, l, 'discountedPriceSen')}
            onChange={(sen) => change(l, 'discountedPriceSen', sen)}
            error={errorOf(l, 'discountedPriceSen')}
          />
        ),
    },
    {
      accessor: 'stock',
      title: t('catalogue.stock'),
      width: 130,
      render: (l) => {
        if (editable(l, 'stock')) {
          const stock = valueOf(changes, l, 'stock');
          return (
            <NumberInput
              size="xs"
              min={0}
              allowDecimal={false}
              aria-label={`${t('catalogue.stock')} ${l.sku}`}
              value={Number.isNaN(stock) ? '' : stock}
              onChange={(value) => change(l, 'stock', value === '' ? Number.NaN : Number(value))}
              error={errorOf(l, 'stock')}
            />
          );
        }
        if (l.product.stockUnlimited && l.kind === 'product') return <Badge variant="light">{t('catalogue.unlimited')}</Badge>;
        return (
          <Text size="sm" c="dimmed">
            {l.stored.stock}
          </Text>
        );
      },
    },
    {
      accessor: 'visibility',
      title: t('catalogue.visibility.label'),
      width: 120,
      render: (l) =>
        editable(l, 'visibility') && (
          <Switch
            aria-label={`${t('catalogue.visibility.label')} ${l.sku}`}
            label={t(`catalogue.visibility.${valueOf(changes, l, 'visibility')}`)}
            checked={valueOf(changes, l, 'visibility') === 'public'}
            onChange={(event) => change(l, 'visibility', event.currentTarget.checked ? 'public' : 'hidden')}
            error={errorOf(l, 'visibility')}
          />
        ),
    },
  ];
}
