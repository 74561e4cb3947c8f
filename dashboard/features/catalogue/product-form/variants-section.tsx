import { Card, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_LIMITS } from '../../../../core/catalogue/constants.ts';
import { MoneyInput } from '../../../components/money-input.tsx';
import { PriceLockNotice } from '../price-lock-notice.tsx';
import { ListField, RemoveRowButton } from './list-field.tsx';
import { wholeNumberProps } from './number-props.ts';
import type { FormPriceLock, ProductForm, SectionProps } from './product-form-values.ts';

interface CardProps {
  form: ProductForm;
  index: number;
  lock: FormPriceLock | null;
  /** Null while the variant cannot go: the last variant of a product in a promotion. */
  onRemove: (() => void) | null;
}

/** One variant ('Colour') and its options, each with its own SKU, price and stock; a stored option's price is read-only during a promotion. */
function VariantCard({ form, index, lock, onRemove }: CardProps) {
  const { t } = useTranslation();
  const values = form.getValues();
  const options = values.variants[index]!.options;
  const path = `variants.${index}.options`;
  const addOption = () => form.insertListItem(path, { name: '', sku: '', priceSen: values.priceSen ?? Number.NaN, stock: 0 });
  return (
    <Card withBorder padding="sm" data-testid={`variant-${index}`}>
      <Stack gap="sm">
        <Group align="flex-start" wrap="nowrap">
          <TextInput flex={1} label={t('catalogue.form.variantName')} placeholder={t('catalogue.form.variantExample')} withAsterisk {...form.getInputProps(`variants.${index}.name`)} />
          {onRemove && <RemoveRowButton onClick={onRemove} />}
        </Group>
        <ListField
          form={form}
          path={path}
          title={t('catalogue.form.options')}
          addLabel={t('catalogue.form.addOption')}
          onAdd={addOption}
          canAdd={options.length < CATALOGUE_LIMITS.maxOptionsPerVariant}
        >
          {options.map((option, o) => (
            <Group key={o} align="flex-start" wrap="nowrap" data-testid={`option-${index}-${o}`}>
              <TextInput flex={2} label={t('catalogue.form.optionName')} withAsterisk {...form.getInputProps(`${path}.${o}.name`)} />
              <TextInput flex={2} label={t('catalogue.sku')} withAsterisk {...form.getInputProps(`${path}.${o}.sku`)} />
              <MoneyInput
                flex={1}
                miw={120}
                label={t('catalogue.price')}
                withAsterisk
                readOnly={Boolean(lock?.optionSkus.has(option.sku))}
                {...form.getInputProps(`${path}.${o}.priceSen`)}
              />
              <NumberInput flex={1} miw={100} label={t('catalogue.stock')} min={0} {...wholeNumberProps(form, `${path}.${o}.stock`, Number.NaN)} />
              <RemoveRowButton onClick={() => form.removeListItem(path, o)} />
            </Group>
          ))}
        </ListField>
      </Stack>
    </Card>
  );
}

/**
 * Up to two variants; with variants, the product's price and stock come from their options.
 * During a promotion a product keeps having variants or not (its prices would move between the
 * product and its options): no first variant is added, and the last one stays.
 */
export function VariantsSection({ form, lock }: SectionProps) {
  const { t } = useTranslation();
  const values = form.getValues();
  const addVariant = () => {
    const option = { name: '', sku: '', priceSen: values.priceSen ?? Number.NaN, stock: 0 };
    form.insertListItem('variants', { name: '', options: [option] });
  };
  return (
    <Stack>
      {lock && <PriceLockNotice promotion={lock.promotion} />}
      <Text size="sm" c="dimmed">
        {t('catalogue.form.variantsHint', { max: CATALOGUE_LIMITS.maxVariants })}
      </Text>
      <ListField
        form={form}
        path="variants"
        title={t('catalogue.form.variants')}
        addLabel={t('catalogue.form.addVariant')}
        onAdd={addVariant}
        canAdd={values.variants.length < CATALOGUE_LIMITS.maxVariants && !(lock && !lock.hasVariants)}
        testId="variants"
      >
        {values.variants.map((_variant, index) => (
          <VariantCard
            key={index}
            form={form}
            index={index}
            lock={lock}
            onRemove={lock && values.variants.length === 1 ? null : () => form.removeListItem('variants', index)}
          />
        ))}
      </ListField>
    </Stack>
  );
}
