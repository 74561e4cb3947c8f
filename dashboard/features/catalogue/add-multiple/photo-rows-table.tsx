import { NumberInput, Table, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input.tsx';
import { PictureThumb } from '../../../components/picture-thumb.tsx';
import { RemoveRowButton } from '../product-form/list-field.tsx';
import { usePictureSrc } from '../../../components/use-picture-src.ts';
import type { AddMultipleValues } from './add-multiple-values.ts';

/** One row per photo of the batch: its picture, and the name, SKU, price and stock of the product it becomes. */
export function PhotoRowsTable({ form }: { form: UseFormReturnType<AddMultipleValues> }) {
  const { t } = useTranslation();
  const src = usePictureSrc();
  const rows = form.getValues().rows;
  return (
    <Table verticalSpacing="xs" data-testid="batch-rows">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={70} />
          <Table.Th>{t('catalogue.form.name')}</Table.Th>
          <Table.Th>{t('catalogue.sku')}</Table.Th>
          <Table.Th w={160}>{t('catalogue.price')}</Table.Th>
          <Table.Th w={120}>{t('catalogue.stock')}</Table.Th>
          <Table.Th w={50} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={row.uploadId} style={{ verticalAlign: 'top' }}>
            <Table.Td>
              <PictureThumb src={src(row)} alt={row.nameEn} size={52} />
            </Table.Td>
            <Table.Td>
              <TextInput aria-label={t('catalogue.form.name')} {...form.getInputProps(`rows.${index}.nameEn`)} />
            </Table.Td>
            <Table.Td>
              <TextInput aria-label={t('catalogue.sku')} {...form.getInputProps(`rows.${index}.sku`)} />
            </Table.Td>
            <Table.Td>
              <MoneyInput aria-label={t('catalogue.price')} {...form.getInputProps(`rows.${index}.priceSen`)} />
            </Table.Td>
            <Table.Td>
              <NumberInput aria-label={t('catalogue.stock')} min={0} allowDecimal={false} {...form.getInputProps(`rows.${index}.stock`)} />
            </Table.Td>
            <Table.Td>
              <RemoveRowButton besideLabels={false} onClick={() => form.removeListItem('rows', index)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
