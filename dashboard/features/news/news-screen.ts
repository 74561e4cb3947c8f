import { ZNewsQuickEdit, type TNewsDetail, type TNewsFormValues, type TNewsRow } from '../../../core/news/schema.ts';
import { trpc } from '../../app/trpc.ts';
import type { ContentScreen } from '../../components/content/content-screen.ts';
import { NEWS_PATHS } from './paths.ts';


/** News on the content kit's screens (docs/content.md). */
export const newsScreen = {
  routerKey: 'news',
  api: trpc.news,
  paths: NEWS_PATHS,
  texts: { list: 'menu.news', add: 'news.add' },
  titleOf: (row: TNewsRow) => row.titleEn,
  quickEditSchema: ZNewsQuickEdit,
} satisfies ContentScreen<TNewsRow, TNewsDetail, TNewsFormValues>;
