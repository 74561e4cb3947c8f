import { ContentCategoriesScreen } from '../../components/content/content-categories-screen.tsx';
import { videoScreen } from './video-screen.ts';

/** /manage/youtube/category: the video categories. */
export default function VideoCategoriesPage() {
  return <ContentCategoriesScreen screen={videoScreen} />;
}
