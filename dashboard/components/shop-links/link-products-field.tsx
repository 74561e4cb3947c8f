import { useState } from 'react';
import { Card, Select, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProductRow } from '../../../core/catalogue/product-list.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { ProductPicker, type ProductPickerSource } from '../product-picker.tsx';
import { ProductNameCell, ProductTableHead, ProductTableTitle, RemoveRowCell } from '../product-table.tsx';
import { stackedTable } from '../stacked-table.tsx';

/** A product line of a link form (or of another list of chosen products, such as a live product set): what the screen shows, plus the fields each kind of link adds. */
export interface LinkLine {
  productId: string;
  productName: string;
  sku: string;
  /** The chosen option; null for a product without variants (or none chosen yet). */
  optionId: string | null;
  options: { id: string; name: string }[];
}

/** The first columns of a line from a picked product. */
export const lineOfProduct = (row: TProductRow): LinkLine => ({
  productId: row.id,
  productName: row.nameEn,
  sku: row.sku,
  optionId: null,
  options: row.options.map((o) => ({ id: o.id, name: o.name })),
});

interface Props<L extends LinkLine> {
  lines: L[];
  onChange(lines: L[]): void;
  /** A new line of the form's kind for a picked product. */
  newLine(row: TProductRow): L;
  /** The form's message for a field of the list ('products', 'products.0.optionId'). */
  errorOf(path: string): ReactNode;
  /** Headers and cells of the kind's own fields (quantity; stock and purchase quantity). */
  extraHeaders: string[];
  extraCells(line: L, index: number): ReactNode[];
  source?: ProductPickerSource;
  /** The form's name for the list, which its field messages start with ('products' unless given). */
  field?: string;
}

/** A link's products: picked from the catalogue, each with its option (for variants) and the kind's own fields; read-only for a viewer. */
export function LinkProductsField<L extends LinkLine>({ lines, onChange, newLine, errorOf, extraHeaders, extraCells, source, field = 'products' }: Props<L>) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const [picking, setPicking] = useState(false);
  const setOption = (index: number, optionId: string | null) => onChange(lines.map((line, i) => (i === index ? { ...line, optionId } : line)));
  // A product with variants may come back for another option, so products are never greyed out in the picker.
  return (
    <Card withBorder>
      <Stack gap="xs">
        <ProductTableTitle title={t('shopLinks.products')} addLabel={t('shopLinks.addProducts')} addTestId="add-products" onAdd={() => setPicking(true)} />
        <Table className={stackedTable} data-testid="link-products">
          <ProductTableHead columns={[t('shopLinks.product'), t('shopLinks.option'), ...extraHeaders]} />
          <Table.Tbody>
            {lines.map((line, i) => (
              <Table.Tr key={`${line.productId}-${i}`}>
                <ProductNameCell name={line.productName} label={t('shopLinks.product')} detail={line.sku} error={errorOf(`${field}.${i}.productId`)} />
                <Table.Td data-label={t('shopLinks.option')}>
                  {line.options.length > 0 ? (
                    <Select
                      aria-label={t('shopLinks.option')}
                      placeholder={t('shopLinks.chooseOption')}
                      data={line.options.map((o) => ({ value: o.id, label: o.name }))}
                      value={line.optionId}
                      onChange={(value) => setOption(i, value)}
                      error={errorOf(`${field}.${i}.optionId`)}
                      readOnly={!canEdit}
                    />
                  ) : (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
                {extraCells(line, i).map((cell, c) => (
                  <Table.Td key={c} data-label={extraHeaders[c]}>
                    {cell}
                  </Table.Td>
                ))}
                <RemoveRowCell onRemove={() => onChange(lines.filter((_, j) => j !== i))} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {lines.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('shopLinks.noProducts')}
          </Text>
        )}
        {errorOf(field) && (
          <Text size="sm" c="red" data-testid="products-error">
            {errorOf(field)}
          </Text>
        )}
      </Stack>
      <ProductPicker opened={picking} onClose={() => setPicking(false)} onPick={(rows) => onChange([...lines, ...rows.map(newLine)])} source={source} />
    </Card>
  );
}
