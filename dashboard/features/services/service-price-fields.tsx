import { Group, Input, SegmentedControl, Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PRICE_TYPES } from '../../../core/services/constants.ts';
import type { TServiceFormValues } from '../../../core/services/schema.ts';
import { MoneyInput } from '../../components/money-input.tsx';

/** A service's price: fixed (one price) or a range (minimum and maximum), and whether the website shows it. */
export function ServicePriceFields({ form }: { form: UseFormReturnType<TServiceFormValues> }) {
  const { t } = useTranslation();
  const range = form.values.priceType === 'range';
  return (
    <Stack gap="sm">
      <Input.Wrapper label={t('services.priceType')}>
        <SegmentedControl
          fullWidth
          data={PRICE_TYPES.map((type) => ({ value: type, label: t(`services.priceTypes.${type}`) }))}
          data-testid="service-price-type"
          {...form.getInputProps('priceType')}
        />
      </Input.Wrapper>
      {range ? (
        <Group grow align="flex-start">
          <MoneyInput label={t('services.minPrice')} withAsterisk data-testid="service-min-price" {...form.getInputProps('minPriceSen')} />
          <MoneyInput label={t('services.maxPrice')} withAsterisk data-testid="service-max-price" {...form.getInputProps('maxPriceSen')} />
        </Group>
      ) : (
        <MoneyInput label={t('services.price')} withAsterisk data-testid="service-price" {...form.getInputProps('priceSen')} />
      )}
      <Switch label={t('services.showPrice')} {...form.getInputProps('showPrice', { type: 'checkbox' })} />
    </Stack>
  );
}
