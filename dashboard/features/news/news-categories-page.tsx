import { ContentCategoriesScreen } from '../../components/content/content-categories-screen.tsx';
import { newsScreen } from './news-screen.ts';

/** /manage/news/category: the news categories. */
export default function NewsCategoriesPage() {
  return <ContentCategoriesScreen screen={newsScreen} />;
}
