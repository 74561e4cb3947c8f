import { Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SME_LIMITS as L } from '../../../core/sme/constants.ts';
import { ZSmeCertificateInput, type TSmeCertificate, type TSmeCertificateInput } from '../../../core/sme/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { PictureInput } from '../../components/picture-input.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';

type Values = Required<Omit<TSmeCertificateInput, 'id'>>;

/** Adds a certificate (certificate null) or edits one: title, description, banner and image. */
export function CertificateModal({ certificate, onClose }: { certificate: TSmeCertificate | null; onClose(): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const save = trpc.sme.saveCertificate.useMutation();
  const initialValues: Values = certificate ? { title: certificate.title, description: certificate.description, bannerId: certificate.bannerId, imageId: certificate.imageId } : { title: '', description: '', bannerId: '', imageId: '' };
  const form = useScreenForm<Values>({ initialValues, validate: (v) => zodErrors(ZSmeCertificateInput.safeParse(v)) });
  const { submit, saving } = useFormSave(
    form,
    async (v) => {
      await save.mutateAsync({ ...v, ...(certificate && { id: certificate.id }) });
      await utils.sme.certificates.invalidate();
    },
    () => {
      showSuccess(t('sme.certificates.saved'));
      onClose();
    },
  );
  const v = form.getValues();
  return (
    <Modal opened onClose={onClose} title={t(certificate ? 'sme.certificates.edit' : 'sme.certificates.add')} size="lg">
      <form onSubmit={submit} noValidate data-testid="sme-certificate-form">
        <Stack>
          <TextInput label={t('sme.certificates.title')} withAsterisk maxLength={L.titleMaxChars} {...form.getInputProps('title')} data-testid="sme-certificate-title" />
          <Textarea label={t('sme.certificates.description')} autosize minRows={2} maxLength={L.descriptionMaxChars} {...form.getInputProps('description')} />
          <PictureInput purpose="sme-picture" label={t('sme.certificates.banner')} value={v.bannerId || null} onChange={(id) => form.setFieldValue('bannerId', id ?? '')} error={form.errors.bannerId} />
          <PictureInput purpose="sme-picture" label={t('sme.certificates.image')} withAsterisk value={v.imageId || null} onChange={(id) => form.setFieldValue('imageId', id ?? '')} error={form.errors.imageId} />
          <SaveActions saving={saving} saveTestId="sme-certificate-save" />
        </Stack>
      </form>
    </Modal>
  );
}
