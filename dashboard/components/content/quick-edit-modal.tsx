import { Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TVisibility } from '../../../core/content/schema.ts';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { FormActions } from '../form-actions.tsx';
import { schemaResolver } from '../zod-errors.ts';
import type { ContentListRow } from './content-api.ts';
import type { ContentScreen } from './content-screen.ts';
import { VisibilityInput } from './visibility-input.tsx';

type Values = { id: string; title: string; categoryId?: string | null; visibility: TVisibility; sort?: number };

interface Props<R extends ContentListRow, D, F> {
  screen: ContentScreen<R, D, F>;
  row: R;
  /** null: the type has no categories. */
  categories: { id: string; nameEn: string }[] | null;
  onClose(): void;
  onSaved(): void;
}

/** A list row's own columns edited in place: the English title, the category, the visibility, the sort number. */
export function QuickEditModal<R extends ContentListRow, D, F>({ screen, row, categories, onClose, onSaved }: Props<R, D, F>) {
  const { t } = useTranslation();
  const quickEdit = screen.api.quickEdit.useMutation();
  const form = useScreenForm<Values>({
    initialValues: {
      id: row.id,
      title: screen.titleOf(row),
      visibility: row.visibility,
      ...(categories && { categoryId: row.categoryId }),
      ...(screen.manualSort && { sort: row.sort ?? 0 }),
    },
    validate: schemaResolver(screen.quickEditSchema),
  });
  const { submit, saving } = useFormSave(form, (values) => quickEdit.mutateAsync(values), onSaved);
  // What the type requires, read from its schema: a testimonial's title may be empty, a photo's album may not.
  const accepts = (patch: object) => screen.quickEditSchema.safeParse({ id: row.id, ...patch }).success;
  const titleRequired = !accepts({ title: '' });
  const categoryRequired = !accepts({ categoryId: null });
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('content.list.quickEdit')}</Text>} centered>
      <form onSubmit={submit} noValidate data-testid="quick-edit-form">
        <Stack>
          <TextInput label={t('content.form.title')} withAsterisk={titleRequired} data-autofocus {...form.getInputProps('title')} />
          {categories && (
            <Select
              label={t(screen.categoryWords?.label ?? 'content.list.category')}
              placeholder={categoryRequired ? undefined : t('content.form.noCategory')}
              withAsterisk={categoryRequired}
              clearable={!categoryRequired}
              data={categories.map((c) => ({ value: c.id, label: c.nameEn }))}
              {...form.getInputProps('categoryId')}
            />
          )}
          {screen.manualSort && <NumberInput label={t('content.form.sort')} min={0} allowDecimal={false} {...form.getInputProps('sort')} />}
          <VisibilityInput {...form.getInputProps('visibility')} />
          <FormActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
