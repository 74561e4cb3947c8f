import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZBrandInput, type TBrandInput } from '../../../../core/catalogue/taxonomy-schema.ts';
import { useFormSave, useScreenForm } from '../../../app/forms.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { LocalizedInputs } from '../../../components/localized-inputs.tsx';
import { PictureInput } from '../../../components/picture-input.tsx';
import { schemaResolver } from '../../../components/zod-errors.ts';

const EMPTY: TBrandInput = { nameEn: '', nameCn: '', nameBm: '', detailEn: '', detailCn: '', detailBm: '', pictureId: null };

const fieldsOf = ({ nameEn, nameCn, nameBm, detailEn, detailCn, detailBm, pictureId }: TBrandInput): TBrandInput => ({ nameEn, nameCn, nameBm, detailEn, detailCn, detailBm, pictureId });

interface Props {
  brand: TBrandInput | null;
  save(values: TBrandInput): Promise<unknown>;
  onClose(): void;
  onSaved(): void;
}

/** A brand: its name and detail in three languages and its picture. */
export function BrandFormModal({ brand, save, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const form = useScreenForm<TBrandInput>({ initialValues: brand ? fieldsOf(brand) : EMPTY, validate: schemaResolver(ZBrandInput) });
  const { submit, saving } = useFormSave(form, save, onSaved);
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t(brand ? 'catalogue.taxonomy.brands.edit' : 'catalogue.taxonomy.brands.add')}</Text>} size="xl" centered>
      <form onSubmit={submit} noValidate data-testid="brand-form">
        <Stack>
          <LocalizedInputs form={form} field="name" label={t('catalogue.taxonomy.name')} required />
          <LocalizedInputs form={form} field="detail" label={t('catalogue.taxonomy.detail')} multiline />
          <PictureInput purpose="catalogue-picture" label={t('catalogue.picture.label')} {...form.getInputProps('pictureId')} />
          <FormActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
