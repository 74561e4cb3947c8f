import { Alert, Divider, Group, NumberInput, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input.tsx';
import { PriceLockNotice } from '../price-lock-notice.tsx';
import { wholeNumberProps } from './number-props.ts';
import type { SectionProps } from './product-form-values.ts';
import { WholesaleField } from './wholesale-field.tsx';

/**
 * Price, discounted price (only without variants), stock (unlimited or a quantity) and wholesale
 * tiers. During a promotion the prices are read-only and the wholesale tiers are not shown (they
 * stay in the form and are saved unchanged).
 */
export function PricingSection({ form, lock }: SectionProps) {
  const { t } = useTranslation();
  const values = form.getValues();
  const hasVariants = values.variants.length > 0;
  return (
    <Stack>
      {lock && <PriceLockNotice promotion={lock.promotion} />}
      {hasVariants && <Alert color="blue">{t('catalogue.form.pricePerOption')}</Alert>}
      <Group align="flex-start">
        <MoneyInput label={t('catalogue.price')} withAsterisk={!hasVariants} disabled={hasVariants} readOnly={Boolean(lock)} w={200} {...form.getInputProps('priceSen')} />
        <MoneyInput label={t('catalogue.discountedPrice')} disabled={hasVariants} readOnly={Boolean(lock)} w={200} {...form.getInputProps('discountedPriceSen')} />
      </Group>
      <Group align="flex-end">
        <Switch label={t('catalogue.stockUnlimited')} disabled={hasVariants} mb={8} {...form.getInputProps('stockUnlimited', { type: 'checkbox' })} />
        <NumberInput label={t('catalogue.stock')} min={0} w={200} disabled={hasVariants || values.stockUnlimited} {...wholeNumberProps(form, 'stock', Number.NaN)} />
      </Group>
      {!lock && (
        <>
          <Divider />
          <WholesaleField form={form} />
        </>
      )}
    </Stack>
  );
}
