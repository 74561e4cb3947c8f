import { Autocomplete, Card, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_LIMITS } from '../../../../core/catalogue/constants.ts';
import { useSpecNames } from '../catalogue-options.ts';
import { LocalizedInputs } from '../../../components/localized-inputs.tsx';
import { ListField, RemoveRowButton } from './list-field.tsx';
import type { ProductForm } from './product-form-values.ts';

const EMPTY_SPEC = { specNameId: null, nameEn: '', nameCn: '', nameBm: '', detailEn: '', detailCn: '', detailBm: '' };

/** Specifications: a name chosen from the specification names or typed freely, and its detail in three languages. */
export function SpecsField({ form }: { form: ProductForm }) {
  const { t } = useTranslation();
  const specNames = useSpecNames();
  const specs = form.getValues().specs;
  const setName = (index: number, nameEn: string) => {
    const known = specNames.find((s) => s.nameEn.toLowerCase() === nameEn.trim().toLowerCase());
    const spec = specs[index]!;
    form.setFieldValue(`specs.${index}`, {
      ...spec,
      nameEn,
      specNameId: known?.id ?? null,
      nameCn: known && !spec.nameCn ? known.nameCn : spec.nameCn,
      nameBm: known && !spec.nameBm ? known.nameBm : spec.nameBm,
    });
  };
  return (
    <ListField
      form={form}
      path="specs"
      title={t('catalogue.form.specs')}
      addLabel={t('catalogue.form.addSpec')}
      onAdd={() => form.insertListItem('specs', { ...EMPTY_SPEC })}
      canAdd={specs.length < CATALOGUE_LIMITS.maxSpecs}
    >
      {specs.map((spec, index) => (
        <Card key={index} withBorder padding="sm" data-testid={`spec-${index}`}>
          <Group align="flex-start" wrap="nowrap">
            <Stack flex={1} gap="xs">
              <SimpleGrid cols={{ base: 1, md: 3 }}>
                <Autocomplete
                  label={`${t('catalogue.form.specName')} (EN)`}
                  withAsterisk
                  data={specNames.map((s) => s.nameEn)}
                  {...form.getInputProps(`specs.${index}.nameEn`)}
                  value={spec.nameEn}
                  onChange={(value) => setName(index, value)}
                />
                <TextInput label={`${t('catalogue.form.specName')} (CN)`} {...form.getInputProps(`specs.${index}.nameCn`)} />
                <TextInput label={`${t('catalogue.form.specName')} (BM)`} {...form.getInputProps(`specs.${index}.nameBm`)} />
              </SimpleGrid>
              <LocalizedInputs form={form} field={`specs.${index}.detail`} label={t('catalogue.form.specDetail')} required />
            </Stack>
            <RemoveRowButton onClick={() => form.removeListItem('specs', index)} />
          </Group>
        </Card>
      ))}
    </ListField>
  );
}
