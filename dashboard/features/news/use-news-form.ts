import { useTranslation } from 'react-i18next';
import { ZNewsInput, type TNewsDetail, type TNewsFormValues } from '../../../core/news/schema.ts';
import type { ContentForm } from '../../components/content/content-form-page.tsx';

const EMPTY: TNewsFormValues = { titleEn: '', titleCn: '', titleBm: '', detailEn: '', detailCn: '', detailBm: '', pictureId: null, categoryId: null, visibility: 'public' };

const valuesOf = (n: TNewsDetail): TNewsFormValues => ({
  titleEn: n.titleEn,
  titleCn: n.titleCn,
  titleBm: n.titleBm,
  detailEn: n.detailEn,
  detailCn: n.detailCn,
  detailBm: n.detailBm,
  pictureId: n.pictureId,
  categoryId: n.categoryId,
  visibility: n.visibility,
});

/** A news item's form on the content kit (title and detail in three languages, picture, category, status): the desktop and the phone pages share it. */
export function useNewsForm(): ContentForm<TNewsDetail, TNewsFormValues> {
  const { t } = useTranslation();
  return {
    schema: ZNewsInput,
    empty: EMPTY,
    valuesOf,
    texts: [
      { field: 'title', label: t('content.form.title'), required: true },
      { field: 'detail', label: t('content.form.detail'), multiline: true },
    ],
    picture: true,
    testId: 'news-form',
  };
}
