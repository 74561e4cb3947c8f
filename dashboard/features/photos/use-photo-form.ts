import { useTranslation } from 'react-i18next';
import { ZPhotoInput, type TPhotoDetail, type TPhotoFormValues } from '../../../core/photos/schema.ts';
import type { ContentForm } from '../../components/content/content-form-page.tsx';

const EMPTY: TPhotoFormValues = { titleEn: '', titleCn: '', titleBm: '', descriptionEn: '', descriptionCn: '', descriptionBm: '', pictureId: '', categoryId: '', visibility: 'public', sort: 0 };

const valuesOf = (p: TPhotoDetail): TPhotoFormValues => ({
  titleEn: p.titleEn,
  titleCn: p.titleCn,
  titleBm: p.titleBm,
  descriptionEn: p.descriptionEn,
  descriptionCn: p.descriptionCn,
  descriptionBm: p.descriptionBm,
  pictureId: p.pictureId,
  categoryId: p.categoryId ?? '',
  visibility: p.visibility,
  sort: p.sort,
});

/** A photo's form (its picture, album, title and description in three languages, status, sort): the desktop and the phone pages share it. */
export function usePhotoForm(options: { camera?: boolean } = {}): ContentForm<TPhotoDetail, TPhotoFormValues> {
  const { t } = useTranslation();
  return {
    schema: ZPhotoInput,
    empty: EMPTY,
    valuesOf,
    texts: [
      { field: 'title', label: t('content.form.title') },
      { field: 'description', label: t('photos.description'), multiline: true },
    ],
    picture: 'required',
    camera: options.camera,
    category: { label: t('photos.album'), required: true },
    testId: 'photo-form',
  };
}
