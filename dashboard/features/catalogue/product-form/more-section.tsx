import { Divider, Group, Input, NumberInput, SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRODUCT_CONDITIONS, VISIBILITIES } from '../../../../core/catalogue/constants.ts';
import { wholeNumberProps } from './number-props.ts';
import type { ProductForm } from './product-form-values.ts';
import { SpecialRequestsField } from './special-requests-field.tsx';

/** Condition, visibility, sort order and special requests. */
export function MoreSection({ form }: { form: ProductForm }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Group align="flex-end" gap="xl">
        <Input.Wrapper label={t('catalogue.form.condition')}>
          <SegmentedControl display="flex" data={PRODUCT_CONDITIONS.map((c) => ({ value: c, label: t(`catalogue.form.conditions.${c}`) }))} {...form.getInputProps('condition')} />
        </Input.Wrapper>
        <Input.Wrapper label={t('catalogue.visibility.label')}>
          <SegmentedControl display="flex" data={VISIBILITIES.map((v) => ({ value: v, label: t(`catalogue.visibility.${v}`) }))} {...form.getInputProps('visibility')} />
        </Input.Wrapper>
        <NumberInput label={t('catalogue.form.sort')} description={t('catalogue.form.sortHint')} min={0} w={200} {...wholeNumberProps(form, 'sort', 0)} />
      </Group>
      <Divider />
      <SpecialRequestsField form={form} />
    </Stack>
  );
}
