import { SimpleNamesPage } from './simple-names-page.tsx';

/** /manage/products/tag */
export default function TagsPage() {
  return <SimpleNamesPage kind="tags" />;
}
