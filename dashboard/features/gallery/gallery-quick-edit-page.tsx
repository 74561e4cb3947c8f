import { ContentQuickEditScreen } from '../../components/content/content-quick-edit-screen.tsx';
import { galleryScreen } from './gallery-screen.ts';

/** /manage/other/quickedit: title, order and visibility of many gallery photos at once (the kit's quick-edit grid). */
export default function GalleryQuickEditPage() {
  return <ContentQuickEditScreen screen={galleryScreen} testId="gallery-quick-edit-screen" />;
}
