import { ContentQuickEditScreen } from '../../components/content/content-quick-edit-screen.tsx';
import { photoScreen } from './photo-screen.ts';

/** /manage/photos/quickedit: title, sort and visibility of many photos at once (the kit's quick-edit grid; ?category= keeps the album). */
export default function PhotoQuickEditPage() {
  return <ContentQuickEditScreen screen={photoScreen} testId="photo-quick-edit-screen" />;
}
