import { ContentCategoriesScreen } from '../../components/content/content-categories-screen.tsx';
import { serviceScreen } from './service-screen.ts';

/** /manage/services/category: the service categories. */
export default function ServiceCategoriesPage() {
  return <ContentCategoriesScreen screen={serviceScreen} />;
}
