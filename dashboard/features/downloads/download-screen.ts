import { ZDownloadQuickEdit, type TDownloadDetail, type TDownloadFormValues, type TDownloadRow } from '../../../core/downloads/schema.ts';
import { trpc } from '../../app/trpc.ts';
import type { ContentScreen } from '../../components/content/content-screen.ts';
import { DOWNLOAD_PATHS } from './paths.ts';

/** Download files on the content kit's screens (docs/content.md): categories and a manual sort. */
export const downloadScreen = {
  routerKey: 'downloads',
  api: trpc.downloads,
  paths: DOWNLOAD_PATHS,
  texts: { list: 'menu.downloads', add: 'downloads.add' },
  titleOf: (row: TDownloadRow) => row.titleEn,
  quickEditSchema: ZDownloadQuickEdit,
  manualSort: true,
} satisfies ContentScreen<TDownloadRow, TDownloadDetail, TDownloadFormValues>;
