import { ContentCategoriesScreen } from '../../components/content/content-categories-screen.tsx';
import { galleryScreen } from './gallery-screen.ts';

/** /manage/other/category: the gallery's categories. */
export default function GalleryCategoriesPage() {
  return <ContentCategoriesScreen screen={galleryScreen} />;
}
