import { ContentCategoriesScreen } from '../../components/content/content-categories-screen.tsx';
import { downloadScreen } from './download-screen.ts';

/** /manage/downloads/category: the download categories. */
export default function DownloadCategoriesPage() {
  return <ContentCategoriesScreen screen={downloadScreen} />;
}
