import { ContentFormPage } from '../../../components/content/content-form-page.tsx';
import { PhoneScreen } from '../../../components/phone-screen.tsx';
import { useNewsForm } from '../use-news-form.ts';
import { newsPhoneScreen } from './news-phone-screen.ts';

/** /news_add and /news_edit/{id}: the news form of /manage/news on a phone, its picture taken with the camera or from the gallery. */
export default function NewsPhoneFormPage() {
  return (
    <PhoneScreen testId="news-phone-form">
      <ContentFormPage screen={newsPhoneScreen} form={{ ...useNewsForm(), camera: true }} />
    </PhoneScreen>
  );
}
