import { Group, NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_LIMITS } from '../../../../core/catalogue/constants.ts';
import { MoneyInput } from '../../../components/money-input.tsx';
import { FieldError } from './field-error.tsx';
import { ListField, RemoveRowButton } from './list-field.tsx';
import { wholeNumberProps } from './number-props.ts';
import type { ProductForm } from './product-form-values.ts';

/** Wholesale tiers: from a quantity (up to another, or any more) the unit price drops. */
export function WholesaleField({ form }: { form: ProductForm }) {
  const { t } = useTranslation();
  const tiers = form.getValues().wholesaleTiers;
  const add = () => {
    const last = tiers.at(-1);
    form.insertListItem('wholesaleTiers', { minQty: last?.maxQty ? last.maxQty + 1 : 2, maxQty: null, priceSen: Number.NaN });
  };
  return (
    <ListField
      form={form}
      path="wholesaleTiers"
      title={t('catalogue.form.wholesale')}
      addLabel={t('catalogue.form.addTier')}
      onAdd={add}
      canAdd={tiers.length < CATALOGUE_LIMITS.maxWholesaleTiers}
      testId="wholesale-tiers"
    >
      {tiers.map((_tier, index) => (
        <div key={index}>
          <Group align="flex-start" wrap="nowrap" data-testid={`tier-${index}`}>
            <NumberInput label={t('catalogue.form.minQty')} min={2} w={140} {...wholeNumberProps(form, `wholesaleTiers.${index}.minQty`, Number.NaN)} />
            <NumberInput label={t('catalogue.form.maxQty')} placeholder={t('catalogue.form.andAbove')} min={2} w={140} {...wholeNumberProps(form, `wholesaleTiers.${index}.maxQty`, null)} />
            <MoneyInput label={t('catalogue.form.unitPrice')} w={160} {...form.getInputProps(`wholesaleTiers.${index}.priceSen`)} />
            <RemoveRowButton onClick={() => form.removeListItem('wholesaleTiers', index)} />
          </Group>
          <FieldError form={form} path={`wholesaleTiers.${index}`} />
        </div>
      ))}
    </ListField>
  );
}
