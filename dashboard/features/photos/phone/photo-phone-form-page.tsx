import { ContentFormPage } from '../../../components/content/content-form-page.tsx';
import { PhoneScreen } from '../../../components/phone-screen.tsx';
import { usePhotoForm } from '../use-photo-form.ts';
import { photoPhoneScreen } from './photo-phone-screen.ts';

/** /photo_edit/{id}: the photo form of /manage/photos on a phone, its picture taken with the camera or from the gallery; back to /photo_all. */
export default function PhotoPhoneFormPage() {
  return (
    <PhoneScreen testId="photo-phone-form">
      <ContentFormPage screen={photoPhoneScreen} form={usePhotoForm({ camera: true })} />
    </PhoneScreen>
  );
}
