import { Badge, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/format.ts';
import { PictureThumb } from '../../../components/picture-thumb.tsx';
import { PriceLockBadge } from '../price-lock-notice.tsx';
import { LineInput, type LineEdits } from './line-input.tsx';
import type { QuickEditLine } from './quick-edit-lines.ts';

/** The grid's columns: an input where a line's field can change, its stored value (or nothing) where it cannot; prices a promotion locks show with its campaign. */
export function useQuickEditColumns(edits: LineEdits): DataTableColumn<QuickEditLine>[] {
  const { t } = useTranslation();
  return [
    { accessor: 'thumb', title: '', width: 56, render: (l) => l.kind === 'product' && <PictureThumb src={l.product.thumb} alt={l.name} size={36} /> },
    {
      accessor: 'name',
      title: t('catalogue.list.product'),
      render: (l) => (
        <Stack gap={0} ps={l.kind === 'option' ? 'lg' : 0}>
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
      render: (l) => {
        if (l.editable.has('priceSen')) return <LineInput line={l} field="priceSen" edits={edits} />;
        if (l.lockedBy) {
          return (
            <Stack gap={4} align="flex-start">
              <Text size="sm">{formatMoney(l.stored.priceSen)}</Text>
              <PriceLockBadge promotion={l.lockedBy} />
            </Stack>
          );
        }
        return (
          <Text size="sm" c="dimmed">
            {t('catalogue.quickEdit.fromPrice', { price: formatMoney(l.stored.priceSen) })}
          </Text>
        );
      },
    },
    {
      accessor: 'discountedPriceSen',
      title: t('catalogue.discountedPrice'),
      width: 170,
      render: (l) => {
        if (l.editable.has('discountedPriceSen')) return <LineInput line={l} field="discountedPriceSen" edits={edits} />;
        return l.kind === 'product' && l.lockedBy && l.stored.discountedPriceSen !== null && <Text size="sm">{formatMoney(l.stored.discountedPriceSen)}</Text>;
      },
    },
    {
      accessor: 'stock',
      title: t('catalogue.stock'),
      width: 130,
      render: (l) => {
        if (l.editable.has('stock')) return <LineInput line={l} field="stock" edits={edits} />;
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
      render: (l) => l.editable.has('visibility') && <LineInput line={l} field="visibility" edits={edits} />,
    },
  ];
}
