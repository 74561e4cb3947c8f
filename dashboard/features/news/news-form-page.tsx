import { ContentFormPage } from '../../components/content/content-form-page.tsx';
import { newsScreen } from './news-screen.ts';
import { useNewsForm } from './use-news-form.ts';

/** /manage/news/add and /manage/news/edit/{id}: a news item's title and detail in three languages, picture, category and status. */
export default function NewsFormPage() {
  return <ContentFormPage screen={newsScreen} form={useNewsForm()} />;
}
