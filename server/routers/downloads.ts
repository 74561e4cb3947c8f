import { requestDownload } from '../../core/downloads/delivery.ts';
import { listDownloaders } from '../../core/downloads/downloaders.ts';
import { downloadCategories, downloads, publicDownloads } from '../../core/downloads/downloads.ts';
import {
  ZDownloadDetail,
  ZDownloadInput,
  ZDownloadQuickEdit,
  ZDownloadRequest,
  ZDownloadRow,
  ZDownloadTicket,
  ZDownloaderListInput,
  ZDownloaderPage,
  ZPublicDownload,
} from '../../core/downloads/schema.ts';
import { moduleProcedure, router, storefrontProcedure } from '../trpc.ts';
import { contentProcedures, storefrontReadsRouter } from './content-router.ts';

/** /manage/downloads, its categories and the downloaders of each file (module manage). */
export const downloadsRouter = router({
  ...contentProcedures({ input: ZDownloadInput, row: ZDownloadRow, detail: ZDownloadDetail, quickEdit: ZDownloadQuickEdit }, downloads, downloadCategories),
  downloaders: router({
    list: moduleProcedure('manage', 'view').input(ZDownloaderListInput).output(ZDownloaderPage).query(({ ctx, input }) => listDownloaders(ctx.core, input)),
  }),
});

/** The website's downloads: categories, pages by category in the merchant's order, one download by slug. */
export const storefrontDownloadReadsRouter = storefrontReadsRouter(ZPublicDownload, publicDownloads);

/** The website asks for a file that wants the downloader's name and e-mail first (a mutation: it records them). */
export const storefrontDownloadsRouter = router({
  request: storefrontProcedure.input(ZDownloadRequest).output(ZDownloadTicket).mutation(({ ctx, input }) => requestDownload(ctx.store, input)),
});
