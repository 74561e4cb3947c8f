import { ContentFormPage } from '../../components/content/content-form-page.tsx';
import { photoScreen } from './photo-screen.ts';
import { usePhotoForm } from './use-photo-form.ts';

/** /manage/photos/add and /manage/photos/edit/{id}: a photo's picture, album, texts, status and sort. */
export default function PhotoFormPage() {
  return <ContentFormPage screen={photoScreen} form={usePhotoForm()} />;
}
