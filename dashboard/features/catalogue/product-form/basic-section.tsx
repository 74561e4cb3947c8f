import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LocalizedInputs } from '../../../components/localized-inputs.tsx';
import type { ProductForm } from './product-form-values.ts';

/** SKU, name, description, short description and what is in the box, in three languages. */
export function BasicSection({ form }: { form: ProductForm }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <TextInput label={t('catalogue.sku')} description={t('catalogue.form.skuHint')} withAsterisk maw={320} autoComplete="off" {...form.getInputProps('sku')} />
      <LocalizedInputs form={form} field="name" label={t('catalogue.form.name')} required />
      <LocalizedInputs form={form} field="detail" label={t('catalogue.form.description')} multiline long required />
      <LocalizedInputs form={form} field="shortDescription" label={t('catalogue.form.shortDescription')} multiline />
      <LocalizedInputs form={form} field="inTheBox" label={t('catalogue.form.inTheBox')} multiline />
    </Stack>
  );
}
