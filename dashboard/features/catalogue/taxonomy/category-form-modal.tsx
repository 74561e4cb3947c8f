import { useCallback } from 'react';
import { Modal, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_LIMITS } from '../../../../core/catalogue/constants.ts';
import { ZCategoryInput, type TCategoryInput, type TCategoryNode } from '../../../../core/catalogue/taxonomy-schema.ts';
import { useFormSave, useScreenForm } from '../../../app/forms.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { CategorySelect } from '../../../components/category-select.tsx';
import { LocalizedInputs } from '../../../components/localized-inputs.tsx';
import { PictureInput } from '../../../components/picture-input.tsx';
import { schemaResolver } from '../../../components/zod-errors.ts';

interface Props {
  /** The category edited, or null for a new one. */
  category: TCategoryNode | null;
  /** A new category's parent (null: a main category). */
  parentId: string | null;
  /** The category and everything under it: none of them can become its parent. */
  branch: ReadonlySet<string>;
  save(values: TCategoryInput): Promise<unknown>;
  onClose(): void;
  onSaved(): void;
}

function initialValues(category: TCategoryNode | null, parentId: string | null): TCategoryInput {
  if (!category) return { parentId, nameEn: '', nameCn: '', nameBm: '', detailEn: '', detailCn: '', detailBm: '', pictureId: null, sort: 0 };
  const { nameEn, nameCn, nameBm, detailEn, detailCn, detailBm, pictureId, sort } = category;
  return { parentId: category.parentId, nameEn, nameCn, nameBm, detailEn, detailCn, detailBm, pictureId, sort };
}

/** A category: where it sits in the three-level tree, its name and detail in three languages, its picture and its place. */
export function CategoryFormModal({ category, parentId, branch, save, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const form = useScreenForm<TCategoryInput>({ initialValues: initialValues(category, parentId), validate: schemaResolver(ZCategoryInput) });
  const { submit, saving } = useFormSave(form, save, onSaved);
  const canBeParent = useCallback((c: TCategoryNode) => c.level < CATALOGUE_LIMITS.categoryDepth && !branch.has(c.id), [branch]);
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t(category ? 'catalogue.taxonomy.categories.edit' : 'catalogue.taxonomy.categories.add')}</Text>} size="xl" centered>
      <form onSubmit={submit} noValidate data-testid="category-form">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <CategorySelect
              label={t('catalogue.taxonomy.categories.parent')}
              placeholder={t('catalogue.taxonomy.categories.noParent')}
              clearable
              enabled={canBeParent}
              {...form.getInputProps('parentId')}
              onChange={(value) => form.setFieldValue('parentId', value)}
              data-testid="category-parent"
            />
            <NumberInput label={t('catalogue.form.sort')} min={0} allowDecimal={false} {...form.getInputProps('sort')} />
          </SimpleGrid>
          <LocalizedInputs form={form} field="name" label={t('catalogue.taxonomy.name')} required />
          <LocalizedInputs form={form} field="detail" label={t('catalogue.taxonomy.detail')} multiline />
          <PictureInput purpose="catalogue-picture" label={t('catalogue.picture.label')} {...form.getInputProps('pictureId')} />
          <FormActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
