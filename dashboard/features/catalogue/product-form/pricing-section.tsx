import { Alert, Divider, Group, NumberInput, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input.tsx';
import { wholeNumberProps } from './number-props.ts';
import type { ProductForm } from './product-form-values.ts';
import { WholesaleField } from './wholesale-field.tsx';

/** Price, discounted price (only without variants), stock (unlimited or a quantity) and wholesale tiers. */
export function PricingSection({ form }: { form: ProductForm }) {
  const { t } = useTranslation();
  const values = form.getValues();
  const hasVariants = values.variants.length > 0;
  return (
    <Stack>
      {hasVariants && <Alert color="blue">{t('catalogue.form.pricePerOption')}</Alert>}
      <Group align="flex-start">
        <MoneyInput label={t('catalogue.price')} withAsterisk={!hasVariants} disabled={hasVariants} w={200} {...form.getInputProps('priceSen')} />
        <MoneyInput label={t('catalogue.discountedPrice')} disabled={hasVariants} w={200} {...form.getInputProps('discountedPriceSen')} />
      </Group>
      <Group align="flex-end">
        <Switch label={t('catalogue.stockUnlimited')} disabled={hasVariants} mb={8} {...form.getInputProps('stockUnlimited', { type: 'checkbox' })} />
        <NumberInput label={t('catalogue.stock')} min={0} w={200} disabled={hasVariants || values.stockUnlimited} {...wholeNumberProps(form, 'stock', Number.NaN)} />
      </Group>
      <Divider />
      <WholesaleField form={form} />
    </Stack>
  );
}
