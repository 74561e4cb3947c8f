import { Select, SimpleGrid, Stack, TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_LIMITS } from '../../../../core/catalogue/constants.ts';
import { useBrands, useGoogleCategories, useTags } from '../catalogue-options.ts';
import { CategorySelect } from '../../../components/category-select.tsx';
import type { ProductForm } from './product-form-values.ts';
import { SpecsField } from './specs-field.tsx';

/** Categories (at least one), tags, brand, Google category and specifications. */
export function OrganiseSection({ form }: { form: ProductForm }) {
  const { t } = useTranslation();
  const brands = useBrands();
  const googleCategories = useGoogleCategories();
  const tags = useTags();
  const values = form.getValues();
  return (
    <Stack>
      <CategorySelect<'multiple'>
        mode="multiple"
        label={t('catalogue.form.categories')}
        description={t('catalogue.form.categoriesHint')}
        withAsterisk
        clearable
        {...form.getInputProps('categoryIds')}
        data-testid="product-categories"
      />
      <TagsInput
        label={t('catalogue.form.tags')}
        description={t('catalogue.form.tagsHint', { max: CATALOGUE_LIMITS.maxTags })}
        data={tags.map((tag) => tag.name)}
        maxTags={CATALOGUE_LIMITS.maxTags}
        clearable
        {...form.getInputProps('tags')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('catalogue.form.brand')}
          placeholder={t('catalogue.form.noBrand')}
          searchable
          clearable
          data={brands.map((b) => ({ value: b.id, label: b.nameEn }))}
          {...form.getInputProps('brandId')}
          value={values.brandId ?? null}
        />
        <Select
          label={t('catalogue.form.googleCategory')}
          placeholder={t('catalogue.form.noGoogleCategory')}
          searchable
          clearable
          data={googleCategories.map((g) => ({ value: g.id, label: g.name }))}
          {...form.getInputProps('googleCategoryId')}
          value={values.googleCategoryId ?? null}
        />
      </SimpleGrid>
      <SpecsField form={form} />
    </Stack>
  );
}
