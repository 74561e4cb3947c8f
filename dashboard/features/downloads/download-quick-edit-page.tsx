import { ContentQuickEditScreen } from '../../components/content/content-quick-edit-screen.tsx';
import { downloadScreen } from './download-screen.ts';

/** /manage/downloads/quickedit: title, sort and visibility of many downloads at once. */
export default function DownloadQuickEditPage() {
  return <ContentQuickEditScreen screen={downloadScreen} testId="download-quick-edit" />;
}
