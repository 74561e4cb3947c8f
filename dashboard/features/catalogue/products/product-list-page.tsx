import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconBolt, IconDots, IconEye, IconEyeOff, IconFileSpreadsheet, IconHistory, IconPencil, IconPhotoPlus, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TProductRow } from '../../../../core/catalogue/product-list.ts';
import { useCanEdit } from '../../../app/screen-access.tsx';
import { trpc } from '../../../app/trpc.ts';
import { useDateTime } from '../../../components/format.ts';
import { ListScreen } from '../../../components/list/list-screen.tsx';
import { useListParams } from '../../../components/list/use-list-params.ts';
import { ProductFileButtons } from '../product-files/product-file-buttons.tsx';
import { InventoryDrawer } from './inventory-drawer.tsx';
import { ProductFilters } from './product-filters.tsx';
import { PRODUCT_FILTER_KEYS, productListInput } from './product-list-input.ts';
import { ProductPrice } from './product-price.tsx';
import { PictureThumb } from '../../../components/picture-thumb.tsx';
import { useProductActions } from './use-product-actions.ts';
import { PriceLockBadge } from '../price-lock-notice.tsx';
import { RowQuickEdit, RowVisibilitySwitch } from './row-quick-edit.tsx';

function StockCell({ product }: { product: TProductRow }) {
  const { t } = useTranslation();
  if (product.stockUnlimited) return <Badge variant="light">{t('catalogue.unlimited')}</Badge>;
  return (
    <Text size="sm" c={product.stock <= 0 ? 'red' : undefined}>
      {product.stock}
      {product.options.length > 0 && (
        <Text span size="xs" c="dimmed">
          {' '}
          {t('catalogue.list.options', { count: product.options.length })}
        </Text>
      )}
    </Text>
  );
}

/**
 * The product list: search, filters, sorts, a price filter, bulk show/hide/delete, import and
 * export, each product's actions, and for editors the price, stock and visibility edited in the row.
 * A viewer opens a product read-only (View) and sees no action that changes one.
 */
export default function ProductListPage() {
  const { t } = useTranslation();
  const formatDateTime = useDateTime();
  const navigate = useNavigate();
  const canEdit = useCanEdit();
  const control = useListParams({ filterKeys: PRODUCT_FILTER_KEYS });
  const list = trpc.products.list.useQuery(productListInput(control.params));
  const actions = useProductActions();
  const [history, setHistory] = useState<TProductRow | null>(null);
  const ids = (rows: TProductRow[]) => rows.map((r) => r.id);

  return (
    <>
      <ListScreen<TProductRow>
        testId="product-list"
        control={control}
        searchPlaceholder={t('catalogue.list.searchPlaceholder')}
        filters={<ProductFilters control={control} />}
        toolbar={
          canEdit && (
            <>
              <Button variant="default" component={Link} to="/manage/products/quick-edit" leftSection={<IconBolt size={16} />}>
                {t('catalogue.quickEdit.title')}
              </Button>
              <Button variant="default" component={Link} to="/manage/products/mass-update" leftSection={<IconFileSpreadsheet size={16} />}>
                {t('menu.massUpdate')}
              </Button>
              <Button variant="default" component={Link} to="/manage/products/add-multiple" leftSection={<IconPhotoPlus size={16} />}>
                {t('catalogue.addMultiple.title')}
              </Button>
              <ProductFileButtons />
              <Button component={Link} to="/manage/products/add" leftSection={<IconPlus size={16} />} data-testid="add-product">
                {t('catalogue.list.add')}
              </Button>
            </>
          )
        }
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        storeColumnsKey="product-columns"
        bulkActions={
          canEdit
            ? [
                { label: t('catalogue.list.show'), run: (rows) => actions.setVisibility(ids(rows), 'public') },
                { label: t('catalogue.list.hide'), color: 'orange', run: (rows) => actions.setVisibility(ids(rows), 'hidden') },
                { label: t('common.delete'), color: 'red', confirm: true, run: (rows) => actions.remove(ids(rows)) },
              ]
            : undefined
        }
        columns={[
          { accessor: 'thumb', title: '', width: 60, render: (p) => <PictureThumb src={p.thumb} alt={p.nameEn} /> },
          {
            accessor: 'nameEn',
            title: t('catalogue.list.product'),
            render: (p) => (
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {p.nameEn}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('catalogue.sku')}: {p.sku}
                </Text>
              </Stack>
            ),
          },
          { accessor: 'categoryNames', title: t('catalogue.form.categories'), toggleable: true, render: (p) => p.categoryNames.join(', ') || '—' },
          { accessor: 'brandName', title: t('catalogue.form.brand'), toggleable: true, render: (p) => p.brandName ?? '—' },
          {
            accessor: 'priceSen',
            title: t('catalogue.price'),
            render: (p) => (
              <Stack gap={4} align="flex-start">
                <Group gap={4} wrap="nowrap">
                  <ProductPrice priceSen={p.priceSen} discountedPriceSen={p.discountedPriceSen} />
                  {canEdit && <RowQuickEdit product={p} field="price" />}
                </Group>
                {p.promotion && <PriceLockBadge promotion={p.promotion} />}
              </Stack>
            ),
          },
          {
            accessor: 'stock',
            title: t('catalogue.stock'),
            render: (p) => (
              <Group gap={4} wrap="nowrap">
                <StockCell product={p} />
                {canEdit && <RowQuickEdit product={p} field="stock" />}
              </Group>
            ),
          },
          {
            accessor: 'visibility',
            title: t('catalogue.visibility.label'),
            render: (p) =>
              canEdit ? <RowVisibilitySwitch product={p} /> : <Badge color={p.visibility === 'public' ? 'green' : 'gray'}>{t(`catalogue.visibility.${p.visibility}`)}</Badge>,
          },
          { accessor: 'monthUnits', title: t('catalogue.list.monthUnits'), toggleable: true, defaultToggle: false, textAlign: 'right' },
          { accessor: 'updatedAt', title: t('catalogue.list.updated'), toggleable: true, render: (p) => formatDateTime(p.updatedAt) },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (p) => (
              <Group justify="flex-end">
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" aria-label={t('common.actions')} data-testid={`product-actions-${p.sku}`}>
                      <IconDots size={18} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item leftSection={canEdit ? <IconPencil size={16} /> : <IconEye size={16} />} onClick={() => navigate(`/manage/products/edit/${p.id}`)}>
                      {canEdit ? t('common.edit') : t('access.view')}
                    </Menu.Item>
                    {canEdit && (
                      <Menu.Item
                        leftSection={p.visibility === 'public' ? <IconEyeOff size={16} /> : <IconEye size={16} />}
                        onClick={() => actions.setVisibility([p.id], p.visibility === 'public' ? 'hidden' : 'public')}
                      >
                        {t(p.visibility === 'public' ? 'catalogue.list.hide' : 'catalogue.list.show')}
                      </Menu.Item>
                    )}
                    <Menu.Item leftSection={<IconHistory size={16} />} onClick={() => setHistory(p)}>
                      {t('catalogue.inventory.menu')}
                    </Menu.Item>
                    {canEdit && (
                      <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => actions.confirmRemove(p)}>
                        {t('common.delete')}
                      </Menu.Item>
                    )}
                  </Menu.Dropdown>
                </Menu>
              </Group>
            ),
          },
        ]}
      />
      {history && <InventoryDrawer product={history} onClose={() => setHistory(null)} />}
    </>
  );
}
