import { ZVideoQuickEdit, type TVideoDetail, type TVideoFormValues, type TVideoRow } from '../../../core/videos/schema.ts';
import { trpc } from '../../app/trpc.ts';
import type { ContentScreen } from '../../components/content/content-screen.ts';
import { VIDEO_PATHS } from './paths.ts';

/** YouTube videos on the content kit's screens (docs/content.md): categories and a manual sort. */
export const videoScreen = {
  routerKey: 'videos',
  api: trpc.videos,
  paths: VIDEO_PATHS,
  texts: { list: 'menu.videos', add: 'videos.add' },
  titleOf: (row: TVideoRow) => row.titleEn,
  quickEditSchema: ZVideoQuickEdit,
  manualSort: true,
} satisfies ContentScreen<TVideoRow, TVideoDetail, TVideoFormValues>;
