import { Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZContentCategoryInput, type TContentCategoryInput } from '../../../core/content/schema.ts';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { FormActions } from '../form-actions.tsx';
import { LocalizedInputs } from '../localized-inputs.tsx';
import { schemaResolver } from '../zod-errors.ts';

const EMPTY: TContentCategoryInput = { nameEn: '', nameCn: '', nameBm: '', sort: 0 };

interface Props {
  category: TContentCategoryInput | null;
  save(values: TContentCategoryInput): Promise<unknown>;
  onClose(): void;
  onSaved(): void;
  /** Another named list's name schema and words (a service's tags); a content category's by default. */
  schema?: z.ZodType;
  texts?: { add: string; edit: string; name: string };
}

const CATEGORY_TEXTS = { add: 'content.categories.add', edit: 'content.categories.edit', name: 'content.categories.name' };

/** A content category (or another named list's name): its name in three languages and its place in lists. */
export function CategoryFormModal({ category, save, onClose, onSaved, schema = ZContentCategoryInput, texts = CATEGORY_TEXTS }: Props) {
  const { t } = useTranslation();
  const initialValues = category ? { nameEn: category.nameEn, nameCn: category.nameCn, nameBm: category.nameBm, sort: category.sort } : EMPTY;
  const form = useScreenForm<TContentCategoryInput>({ initialValues, validate: schemaResolver(schema) });
  const { submit, saving } = useFormSave(form, save, onSaved);
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t(category ? texts.edit : texts.add)}</Text>} size="xl" centered>
      <form onSubmit={submit} noValidate data-testid="content-category-form">
        <Stack>
          <LocalizedInputs form={form} field="name" label={t(texts.name)} required />
          <NumberInput label={t('content.categories.sort')} min={0} allowDecimal={false} w={160} {...form.getInputProps('sort')} />
          <FormActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
