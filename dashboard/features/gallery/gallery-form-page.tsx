import { useTranslation } from 'react-i18next';
import { ZGalleryInput, type TGalleryDetail, type TGalleryFormValues } from '../../../core/gallery/schema.ts';
import { ContentFormPage } from '../../components/content/content-form-page.tsx';
import { galleryScreen } from './gallery-screen.ts';
import { GroupSelect } from './group-select.tsx';

const EMPTY: TGalleryFormValues = { titleEn: '', titleCn: '', titleBm: '', descriptionEn: '', descriptionCn: '', descriptionBm: '', pictureId: '', groupId: '', categoryId: '', visibility: 'public', sort: 0 };

const valuesOf = (p: TGalleryDetail): TGalleryFormValues => ({
  titleEn: p.titleEn,
  titleCn: p.titleCn,
  titleBm: p.titleBm,
  descriptionEn: p.descriptionEn,
  descriptionCn: p.descriptionCn,
  descriptionBm: p.descriptionBm,
  pictureId: p.pictureId,
  groupId: p.groupId,
  categoryId: p.categoryId ?? '',
  visibility: p.visibility,
  sort: p.sort,
});

/** /manage/other/add and /manage/other/edit/{id}: a gallery photo's picture, group, category and order (all required), texts, status. */
export default function GalleryFormPage() {
  const { t } = useTranslation();
  return (
    <ContentFormPage
      screen={galleryScreen}
      form={{
        schema: ZGalleryInput,
        empty: EMPTY,
        valuesOf,
        texts: [
          { field: 'title', label: t('content.form.title') },
          { field: 'description', label: t('gallery.description'), multiline: true },
        ],
        picture: 'required',
        category: { label: t('content.list.category'), required: true },
        sortRequired: true,
        fields: (form) => <GroupSelect withAsterisk data-testid="gallery-group" {...form.getInputProps('groupId')} />,
        testId: 'gallery-form',
      }}
    />
  );
}
