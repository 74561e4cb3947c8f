import { useState } from 'react';
import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MIX_MATCH_MESSAGES } from '../../../core/mix-match/constants.ts';
import { canRemoveProduct } from '../../../core/mix-match/stock-rules.ts';
import { showDialog } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { MoneyInput } from '../../components/money-input.tsx';
import { ProductPicker } from '../../components/product-picker.tsx';
import { ProductNameCell, ProductTableHead, RemoveRowCell } from '../../components/product-table.tsx';
import { stackedTable } from '../../components/stacked-table.tsx';
import { rowsOfPicked, type SetFormValues } from './set-form-values.ts';

interface Props {
  form: UseFormReturnType<SetFormValues>;
  index: number;
  onRemove(): void;
}

const LANGUAGES = ['En', 'Cn', 'Bm'] as const;

/** One selection of a set: its names, descriptions and required purchase number, and the products a buyer picks from. */
export function SelectionEditor({ form, index, onRemove }: Props) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const [picking, setPicking] = useState(false);
  const path = `selections.${index}`;
  const selection = form.getValues().selections[index]!;
  const productsError = form.errors[`${path}.products`];
  const removeProduct = (row: number) => {
    const stocks = { requiredQty: Number(selection.requiredQty) || 0, products: selection.products.map((p) => ({ stock: Number(p.stock) || 0 })) };
    // A saved product may leave only while the rest still fill the selection; the server checks again.
    if (selection.products[row]!.id && !canRemoveProduct(stocks, row)) {
      showDialog('error', MIX_MATCH_MESSAGES.removeStockNotEnough);
      return;
    }
    form.removeListItem(`${path}.products`, row);
  };
  return (
    <Card withBorder data-testid={`selection-${index}`}>
      <Stack>
        <Group justify="space-between">
          <Text fw={700}>{t('mixMatch.selection.title', { number: index + 1 })}</Text>
          {canEdit && (
            <Button variant="subtle" color="red" size="compact-sm" leftSection={<IconTrash size={14} />} onClick={onRemove}>
              {t('mixMatch.selection.remove')}
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {LANGUAGES.map((lang) => (
            <TextInput
              key={lang}
              label={t(`mixMatch.selection.name${lang}`)}
              withAsterisk={lang === 'En'}
              {...form.getInputProps(`${path}.name${lang}`)}
              data-testid={lang === 'En' ? `selection-${index}-name` : undefined}
            />
          ))}
          {LANGUAGES.map((lang) => (
            <Textarea key={lang} label={t(`mixMatch.selection.description${lang}`)} autosize minRows={1} {...form.getInputProps(`${path}.description${lang}`)} />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t('mixMatch.selection.requiredQty')}
            withAsterisk
            min={1}
            allowDecimal={false}
            {...form.getInputProps(`${path}.requiredQty`)}
            data-testid={`selection-${index}-qty`}
          />
          <NumberInput label={t('mixMatch.sort')} min={0} allowDecimal={false} {...form.getInputProps(`${path}.sort`)} />
        </SimpleGrid>
        <Table className={stackedTable} data-testid={`selection-${index}-products`}>
          <ProductTableHead columns={[t('mixMatch.product.product'), t('mixMatch.product.variantName'), t('mixMatch.product.additionalPrice'), t('mixMatch.stock'), t('mixMatch.sort')]} />
          <Table.Tbody>
            {selection.products.map((product, row) => {
              const at = `${path}.products.${row}`;
              const productError = form.errors[`${at}.productId`] ?? form.errors[`${at}.optionId`];
              return (
                <Table.Tr key={`${product.productId}-${product.optionId}`}>
                  <ProductNameCell name={product.productName} label={t('mixMatch.product.product')} detail={product.sku} error={productError} />
                  <Table.Td data-label={t('mixMatch.product.variantName')}>
                    <TextInput aria-label={t('mixMatch.product.variantName')} {...form.getInputProps(`${at}.variantName`)} />
                  </Table.Td>
                  <Table.Td data-label={t('mixMatch.product.additionalPrice')}>
                    <MoneyInput aria-label={t('mixMatch.product.additionalPrice')} {...form.getInputProps(`${at}.additionalPriceSen`)} w={120} />
                  </Table.Td>
                  <Table.Td data-label={t('mixMatch.stock')}>
                    <NumberInput aria-label={t('mixMatch.stock')} min={0} allowDecimal={false} {...form.getInputProps(`${at}.stock`)} w={100} data-testid={`selection-${index}-stock-${row}`} />
                  </Table.Td>
                  <Table.Td data-label={t('mixMatch.sort')}>
                    <NumberInput aria-label={t('mixMatch.sort')} min={0} allowDecimal={false} {...form.getInputProps(`${at}.sort`)} w={80} />
                  </Table.Td>
                  <RemoveRowCell onRemove={() => removeProduct(row)} />
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {productsError && (
          <Text size="sm" c="red" data-testid={`selection-${index}-error`}>
            {productsError}
          </Text>
        )}
        {canEdit && (
          <Group>
            <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => setPicking(true)} data-testid={`selection-${index}-add-products`}>
              {t('mixMatch.selection.addProducts')}
            </Button>
          </Group>
        )}
      </Stack>
      <ProductPicker
        opened={picking}
        onClose={() => setPicking(false)}
        chosenIds={selection.products.map((p) => p.productId)}
        onPick={(picked) => {
          for (const row of picked.flatMap(rowsOfPicked)) form.insertListItem(`${path}.products`, row);
        }}
      />
    </Card>
  );
}
