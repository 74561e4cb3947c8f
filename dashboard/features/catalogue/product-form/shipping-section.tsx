import { Checkbox, Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_LIMITS, WEIGHT_UNITS } from '../../../../core/catalogue/constants.ts';
import { FieldError } from './field-error.tsx';
import { wholeNumberProps } from './number-props.ts';
import type { ProductForm } from './product-form-values.ts';

const GRAMS_PER = { g: 1, kg: 1000 } as const;
const DIMENSIONS = ['lengthMm', 'widthMm', 'heightMm'] as const;

/** Weight (kept in grams, typed in g or kg), size (kept in mm, typed in cm), logistics and pre-order. */
export function ShippingSection({ form }: { form: ProductForm }) {
  const { t } = useTranslation();
  const values = form.getValues();
  const per = GRAMS_PER[values.weightUnit];
  return (
    <Stack>
      <Group align="flex-end">
        <NumberInput
          label={t('catalogue.form.weight')}
          hideControls
          min={0}
          decimalScale={values.weightUnit === 'kg' ? 3 : 0}
          w={180}
          // The form's props (read-only for a viewer), with the grams shown in the chosen unit.
          {...form.getInputProps('weightGrams')}
          value={values.weightGrams / per}
          onChange={(value) => form.setFieldValue('weightGrams', Math.round(Number(value || 0) * per))}
        />
        <SegmentedControl data={[...WEIGHT_UNITS]} {...form.getInputProps('weightUnit')} aria-label={t('catalogue.form.weightUnit')} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} maw={600}>
        {DIMENSIONS.map((field) => (
          <NumberInput
            key={field}
            label={t(`catalogue.form.${field}`)}
            rightSection={<Text size="xs">cm</Text>}
            hideControls
            min={0}
            decimalScale={1}
            {...form.getInputProps(field)}
            value={values[field] / 10}
            onChange={(value) => form.setFieldValue(field, Math.round(Number(value || 0) * 10))}
          />
        ))}
      </SimpleGrid>
      <Stack gap={4}>
        <Text fw={500} size="sm">
          {t('catalogue.form.logistics')}
        </Text>
        <Table withTableBorder maw={600}>
          <Table.Tbody>
            {values.logistics.map((logistic, index) => (
              <Table.Tr key={logistic.logistic} data-logistic={logistic.logistic}>
                <Table.Td>
                  <Switch label={t(`catalogue.form.logistic.${logistic.logistic}`)} {...form.getInputProps(`logistics.${index}.enabled`, { type: 'checkbox' })} />
                </Table.Td>
                <Table.Td>
                  <Checkbox label={t('catalogue.form.freeShipping')} disabled={!logistic.enabled} {...form.getInputProps(`logistics.${index}.freeShipping`, { type: 'checkbox' })} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <FieldError form={form} path="logistics" />
      </Stack>
      <Group align="flex-end">
        <Switch label={t('catalogue.form.preOrder')} mb={8} {...form.getInputProps('preOrder', { type: 'checkbox' })} />
        {values.preOrder && (
          <NumberInput
            label={t('catalogue.form.preOrderDays', { min: CATALOGUE_LIMITS.preOrderMinDays, max: CATALOGUE_LIMITS.preOrderMaxDays })}
            min={CATALOGUE_LIMITS.preOrderMinDays}
            max={CATALOGUE_LIMITS.preOrderMaxDays}
            w={260}
            {...wholeNumberProps(form, 'preOrderDays', null)}
          />
        )}
      </Group>
    </Stack>
  );
}
