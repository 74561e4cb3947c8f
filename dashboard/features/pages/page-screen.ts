import { ZPageQuickEdit, type TPageDetail, type TPageFormValues, type TPageRow } from '../../../core/pages/schema.ts';
import { trpc } from '../../app/trpc.ts';
import type { ContentScreen } from '../../components/content/content-screen.ts';
import { PAGE_PATHS } from './paths.ts';

/** Website pages on the content kit's screens (docs/content.md): no categories. */
export const pageScreen = {
  routerKey: 'pages',
  api: trpc.pages,
  paths: PAGE_PATHS,
  texts: { list: 'menu.pages', add: 'pages.add' },
  titleOf: (row: TPageRow) => row.titleEn,
  quickEditSchema: ZPageQuickEdit,
} satisfies ContentScreen<TPageRow, TPageDetail, TPageFormValues>;
