import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '../../../core/photos/constants.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { useContentRefresh } from '../../components/content/content-api.ts';
import { PictureBatchForm } from '../../components/content/picture-batch-form.tsx';
import { RecordPage } from '../../components/record-page.tsx';
import { AlbumSelect } from './album-select.tsx';
import { PHOTO_PATHS } from './paths.ts';

const MAX = PHOTO_LIMITS.batchMax;

/**
 * The batch form: an album, up to 20 pictures (sent as they are dropped), their visibility. All photos are added at once, or none.
 * camera: also a Take photo button opening a phone's back camera (capture="environment", as PictureInput's), feeding the same uploader.
 */
export function AddMultipleForm({ back = PHOTO_PATHS.grid, camera = false }: { back?: string; camera?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [albumId, setAlbumId] = useState<string | null>(null);
  const [albumError, setAlbumError] = useState<string | null>(null);
  const addMany = trpc.photos.addMany.useMutation();
  const refresh = useContentRefresh('photos');

  const checkAlbum = () => {
    if (albumId) return true;
    setAlbumError(t('photos.albumRequired'));
    return false;
  };

  return (
    <PictureBatchForm
      max={MAX}
      messages={PHOTO_MESSAGES}
      texts={{ drop: t('photos.addMultiple.drop'), dropHint: (count) => t('photos.addMultiple.dropHint', { max: MAX, count }) }}
      checkTargets={checkAlbum}
      onSave={(batch) =>
        addMany.mutate(
          { categoryId: albumId!, ...batch },
          {
            onSuccess: async ({ ids }) => {
              showSuccess(t('photos.addMultiple.added', { count: ids.length }));
              await refresh();
              void navigate(`${back}?category=${albumId}`);
            },
            onError: (error) => (errorInfo(error).fieldErrors?.categoryId ? setAlbumError(errorInfo(error).fieldErrors!.categoryId!) : showError(error)),
          },
        )
      }
      saving={addMany.isPending}
      saved={addMany.isSuccess}
      back={back}
      camera={camera}
      testId="photo-batch-form"
      dropTestId="photo-drop"
    >
      <AlbumSelect
        withAsterisk
        value={albumId}
        onChange={(id) => {
          setAlbumId(id);
          setAlbumError(null);
        }}
        error={albumError}
        data-testid="batch-album"
      />
    </PictureBatchForm>
  );
}

/** /manage/photos/add-multiple: at most 20 JPG, PNG or GIF photos into one album. */
export default function AddMultiplePage() {
  const { t } = useTranslation();
  return (
    <RecordPage listPath={PHOTO_PATHS.grid} listTitle={t('menu.photos')} adding record={{ error: null, data: undefined }}>
      {() => <AddMultipleForm />}
    </RecordPage>
  );
}
