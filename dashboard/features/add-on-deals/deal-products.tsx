import { useState } from 'react';
import { NumberInput, Stack, Switch, Table, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { addOnDiscountSen } from '../../../core/add-on-deals/item-discount.ts';
import { formatMoney } from '../../components/format.ts';
import { MoneyInput } from '../../components/money-input.tsx';
import { ProductPicker } from '../../components/product-picker.tsx';
import { ProductNameCell, ProductTableHead, ProductTableTitle, RemoveRowCell } from '../../components/product-table.tsx';
import { stackedTable } from '../../components/stacked-table.tsx';
import { newItem, productOf, type DealFormValues } from './deal-form-values.ts';

interface Props {
  form: UseFormReturnType<DealFormValues>;
  editable: boolean;
}

const FieldError = ({ message }: { message: unknown }) =>
  message ? (
    <Text size="xs" c="red">
      {String(message)}
    </Text>
  ) : null;

/** The products whose purchase opens the deal, added with the product picker. */
export function MainProducts({ form, editable }: Props) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const rows = form.getValues().mainProducts;
  return (
    <Stack>
      <ProductTableTitle title={t('addOnDeals.mainProducts')} addLabel={t('addOnDeals.addMainProducts')} addTestId="add-main-products" onAdd={editable ? () => setPicking(true) : undefined} />
      <FieldError message={form.errors.mainProductIds} />
      <Table striped data-testid="main-products">
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.productId}>
              <ProductNameCell name={row.productName} error={form.errors[`mainProductIds.${index}`]} />
              <Table.Td>{formatMoney(row.productPriceSen)}</Table.Td>
              <RemoveRowCell onRemove={editable ? () => form.removeListItem('mainProducts', index) : undefined} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ProductPicker opened={picking} onClose={() => setPicking(false)} chosenIds={rows.map((r) => r.productId)} onPick={(picked) => form.setFieldValue('mainProducts', [...rows, ...picked.map(productOf)])} />
    </Stack>
  );
}

/** The add-on products: deal price and what it takes off the product's price, the deal's stock, per-order limit, active; added with the product picker. */
export function AddOnItems({ form, editable }: Props) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const values = form.getValues();
  const gift = values.type === '2';
  return (
    <Stack>
      <ProductTableTitle title={t('addOnDeals.items')} addLabel={t('addOnDeals.addItems')} addTestId="add-add-on-items" onAdd={editable ? () => setPicking(true) : undefined} />
      <FieldError message={form.errors.items} />
      <Table striped className={stackedTable} data-testid="add-on-items">
        <ProductTableHead
          columns={[
            t('addOnDeals.product'),
            t('addOnDeals.productPrice'),
            t('addOnDeals.addOnPrice'),
            t('addOnDeals.discount'),
            t('addOnDeals.stock'),
            t('addOnDeals.sold'),
            t('addOnDeals.purchaseLimit'),
            t('addOnDeals.sort'),
            t('addOnDeals.active'),
          ]}
        />
        <Table.Tbody>
          {values.items.map((item, index) => {
            const field = `items.${index}`;
            return (
              <Table.Tr key={item.productId}>
                <ProductNameCell name={item.productName} label={t('addOnDeals.product')} error={form.errors[`${field}.productId`]} />
                <Table.Td data-label={t('addOnDeals.productPrice')}>{formatMoney(item.productPriceSen)}</Table.Td>
                <Table.Td data-label={t('addOnDeals.addOnPrice')}>
                  <MoneyInput aria-label={t('addOnDeals.addOnPrice')} w={120} disabled={!editable || gift} {...form.getInputProps(`${field}.priceSen`)} />
                </Table.Td>
                <Table.Td data-label={t('addOnDeals.discount')} data-testid={`add-on-discount-${index}`}>{item.priceSen === null ? '' : formatMoney(addOnDiscountSen(item.productPriceSen, item.priceSen))}</Table.Td>
                <Table.Td data-label={t('addOnDeals.stock')}>
                  <NumberInput aria-label={t('addOnDeals.stock')} w={90} min={0} allowDecimal={false} disabled={!editable} {...form.getInputProps(`${field}.stock`)} />
                </Table.Td>
                <Table.Td data-label={t('addOnDeals.sold')}>{item.soldCount}</Table.Td>
                <Table.Td data-label={t('addOnDeals.purchaseLimit')}>
                  <NumberInput aria-label={t('addOnDeals.purchaseLimit')} w={80} min={1} allowDecimal={false} disabled={!editable} {...form.getInputProps(`${field}.purchaseLimit`)} />
                </Table.Td>
                <Table.Td data-label={t('addOnDeals.sort')}>
                  <NumberInput aria-label={t('addOnDeals.sort')} w={70} min={0} allowDecimal={false} disabled={!editable} {...form.getInputProps(`${field}.sort`)} />
                </Table.Td>
                <Table.Td data-label={t('addOnDeals.active')}>
                  <Switch aria-label={t('addOnDeals.active')} disabled={!editable} {...form.getInputProps(`${field}.active`, { type: 'checkbox' })} />
                </Table.Td>
                <RemoveRowCell onRemove={editable ? () => form.removeListItem('items', index) : undefined} />
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <ProductPicker
        opened={picking}
        onClose={() => setPicking(false)}
        chosenIds={values.items.map((i) => i.productId)}
        onPick={(picked) => form.setFieldValue('items', [...values.items, ...picked.map((row) => newItem(row, values.type))])}
      />
    </Stack>
  );
}
