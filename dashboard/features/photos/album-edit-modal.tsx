import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZAlbumInput, type TAlbumFormValues, type TAlbumRow } from '../../../core/photos/schema.ts';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { schemaResolver } from '../../components/zod-errors.ts';
import { AlbumFields, albumValues } from './album-fields.tsx';

/** Edits an album where it is listed (long: its fields in one column, on a phone). */
export function AlbumEditModal({ album, onClose, onSaved, long = false }: { album: TAlbumRow; onClose(): void; onSaved(): void; long?: boolean }) {
  const { t } = useTranslation();
  const update = trpc.photos.categories.update.useMutation();
  const form = useScreenForm<TAlbumFormValues>({ initialValues: albumValues(album), validate: schemaResolver(ZAlbumInput) });
  const { submit, saving } = useFormSave(form, (values) => update.mutateAsync({ id: album.id, ...values }), onSaved);
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('photos.albums.edit')}</Text>} size="xl" centered>
      <form onSubmit={submit} noValidate data-testid="album-form">
        <Stack>
          <AlbumFields form={form} long={long} />
          <FormActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
