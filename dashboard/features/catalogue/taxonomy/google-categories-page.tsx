import { SimpleNamesPage } from './simple-names-page.tsx';

/** /manage/products/google-category */
export default function GoogleCategoriesPage() {
  return <SimpleNamesPage kind="googleCategories" />;
}
