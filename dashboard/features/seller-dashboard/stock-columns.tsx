import { Badge, Group, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { TFunction } from 'i18next';
import type { TStockAlertRow } from '../../../core/seller-dashboard/schema.ts';
import { LazyImage } from '../../components/lazy-image.tsx';

/** The columns of an out-of-stock row: product (and option), SKU, stock left. */
export const stockColumns = (t: TFunction): DataTableColumn<TStockAlertRow>[] => [
  {
    accessor: 'name',
    title: t('sellerDashboard.stock.product'),
    render: (r) => (
      <Group gap="sm" wrap="nowrap">
        {r.thumb ? <LazyImage src={r.thumb} alt="" w={32} h={32} radius="sm" fit="cover" /> : null}
        <div>
          <Text size="sm">{r.name}</Text>
          {r.optionName && (
            <Text size="xs" c="dimmed">
              {r.optionName}
            </Text>
          )}
        </div>
      </Group>
    ),
  },
  { accessor: 'sku', title: 'SKU' },
  {
    accessor: 'stock',
    title: t('sellerDashboard.stock.stock'),
    textAlign: 'right',
    width: 130,
    render: (r) => (r.soldOut ? <Badge color="red">{t('sellerDashboard.stock.soldOut')}</Badge> : <Badge color="yellow">{r.stock}</Badge>),
  },
];
