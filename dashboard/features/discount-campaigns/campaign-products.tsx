import { useState } from 'react';
import { NumberInput, Stack, Table, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { campaignPriceSen } from '../../../core/campaigns/campaign-price.ts';
import { formatMoney } from '../../components/format.ts';
import { MoneyInput } from '../../components/money-input.tsx';
import { ProductPicker } from '../../components/product-picker.tsx';
import { ProductNameCell, ProductTableHead, ProductTableTitle, RemoveRowCell } from '../../components/product-table.tsx';
import { stackedTable } from '../../components/stacked-table.tsx';
import { rowsOfPicked, type CampaignFormValues } from './campaign-form-values.ts';

interface Props {
  form: UseFormReturnType<CampaignFormValues>;
  editable: boolean;
}

/** The campaign's product rows: original price, campaign price or percentage off (showing the price it makes), sort; added with the product picker. */
export function CampaignProducts({ form, editable }: Props) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const rows = form.getValues().products;
  const chosenIds = [...new Set(rows.map((r) => r.productId))];
  return (
    <Stack>
      <ProductTableTitle title={t('discountCampaigns.products')} addLabel={t('discountCampaigns.addProducts')} addTestId="add-campaign-products" onAdd={editable ? () => setPicking(true) : undefined} />
      <Table striped className={stackedTable} data-testid="campaign-products">
        <ProductTableHead
          columns={[t('discountCampaigns.product'), t('discountCampaigns.originalPrice'), t('discountCampaigns.campaignPrice'), t('discountCampaigns.percentOff'), t('discountCampaigns.sort')]}
        />
        <Table.Tbody>
          {rows.map((row, index) => {
            const field = `products.${index}`;
            const percentPrice = row.percent === '' ? null : campaignPriceSen(row.originalPriceSen, { priceSen: null, percentBp: Math.round(row.percent * 100) });
            return (
              <Table.Tr key={`${row.productId}:${row.optionId}`}>
                <ProductNameCell name={row.productName} label={t('discountCampaigns.product')} detail={row.optionName} error={form.errors[`${field}.productId`]} />
                <Table.Td data-label={t('discountCampaigns.originalPrice')}>{formatMoney(row.originalPriceSen)}</Table.Td>
                <Table.Td data-label={t('discountCampaigns.campaignPrice')}>
                  <MoneyInput
                    aria-label={t('discountCampaigns.campaignPrice')}
                    w={130}
                    disabled={!editable || row.percent !== ''}
                    {...form.getInputProps(`${field}.priceSen`)}
                    value={percentPrice ?? row.priceSen}
                  />
                </Table.Td>
                <Table.Td data-label={t('discountCampaigns.percentOff')}>
                  <NumberInput aria-label={t('discountCampaigns.percentOff')} w={100} suffix="%" decimalScale={2} disabled={!editable} {...form.getInputProps(`${field}.percent`)} error={form.errors[`${field}.percentBp`]} />
                </Table.Td>
                <Table.Td data-label={t('discountCampaigns.sort')}>
                  <NumberInput aria-label={t('discountCampaigns.sort')} w={80} min={0} allowDecimal={false} disabled={!editable} {...form.getInputProps(`${field}.sort`)} />
                </Table.Td>
                <RemoveRowCell onRemove={editable ? () => form.removeListItem('products', index) : undefined} />
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {rows.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('discountCampaigns.noProducts')}
        </Text>
      )}
      <ProductPicker opened={picking} onClose={() => setPicking(false)} chosenIds={chosenIds} onPick={(picked) => form.setFieldValue('products', [...rows, ...rowsOfPicked(picked)])} />
    </Stack>
  );
}
