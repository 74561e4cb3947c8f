import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZSpecNameInput, type TSpecNameInput } from '../../../../core/catalogue/taxonomy-schema.ts';
import { useFormSave, useScreenForm } from '../../../app/forms.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { LocalizedInputs } from '../../../components/localized-inputs.tsx';
import { schemaResolver } from '../../../components/zod-errors.ts';

interface Props {
  specName: TSpecNameInput | null;
  save(values: TSpecNameInput): Promise<unknown>;
  onClose(): void;
  onSaved(): void;
}

/** A specification name ('Material', 'Warranty') in three languages, offered in the product form. */
export function SpecNameFormModal({ specName, save, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const form = useScreenForm<TSpecNameInput>({
    initialValues: { nameEn: specName?.nameEn ?? '', nameCn: specName?.nameCn ?? '', nameBm: specName?.nameBm ?? '' },
    validate: schemaResolver(ZSpecNameInput),
  });
  const { submit, saving } = useFormSave(form, save, onSaved);
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t(specName ? 'catalogue.taxonomy.specNames.edit' : 'catalogue.taxonomy.specNames.add')}</Text>} size="xl" centered>
      <form onSubmit={submit} noValidate data-testid="spec-name-form">
        <Stack>
          <LocalizedInputs form={form} field="name" label={t('catalogue.taxonomy.name')} required />
          <FormActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
