import { Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZAlbumInput, type TAlbumFormValues } from '../../../core/photos/schema.ts';
import { useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { useContentRefresh } from '../../components/content/content-api.ts';
import { RecordPage } from '../../components/record-page.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { useSaveAndReturn } from '../../components/use-save-and-return.ts';
import { schemaResolver } from '../../components/zod-errors.ts';
import { AlbumFields, EMPTY_ALBUM } from './album-fields.tsx';
import { PHOTO_PATHS } from './paths.ts';

/** An album's add form, back to the album list once saved: /manage/photos/add-album, and /add_album on a phone (long: one column). */
export function AlbumAddForm({ long = false, back = PHOTO_PATHS.categories }: { long?: boolean; back?: string }) {
  const { t } = useTranslation();
  const create = trpc.photos.categories.create.useMutation();
  const form = useScreenForm<TAlbumFormValues>({ initialValues: EMPTY_ALBUM, validate: schemaResolver(ZAlbumInput) });
  const { submit, saving } = useSaveAndReturn(form, {
    save: (values) => create.mutateAsync(values),
    savedMessage: (album) => t('photos.albums.saved', { name: album.nameEn }),
    refresh: useContentRefresh('photos'),
    back,
  });
  return (
    <form onSubmit={submit} noValidate data-testid="album-form">
      <Stack>
        <Card withBorder>
          <AlbumFields form={form} long={long} />
        </Card>
        <SaveActions saving={saving} cancelTo={back} saveTestId="save-album" />
      </Stack>
    </form>
  );
}

/** /manage/photos/add-album. */
export default function AlbumAddPage() {
  const { t } = useTranslation();
  return (
    <RecordPage listPath={PHOTO_PATHS.categories} listTitle={t('menu.photoAlbums')} adding record={{ error: null, data: undefined }}>
      {() => <AlbumAddForm />}
    </RecordPage>
  );
}
