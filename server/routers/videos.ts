import { publicVideos, videoCategories, videos } from '../../core/videos/videos.ts';
import { ZPublicVideo, ZVideoDetail, ZVideoInput, ZVideoQuickEdit, ZVideoRow } from '../../core/videos/schema.ts';
import { contentRouter, storefrontReadsRouter } from './content-router.ts';

/** /manage/youtube and its categories (module manage). */
export const videosRouter = contentRouter({ input: ZVideoInput, row: ZVideoRow, detail: ZVideoDetail, quickEdit: ZVideoQuickEdit }, videos, videoCategories);

/** The website's videos: categories, pages by category in the merchant's order, one video by slug. */
export const storefrontVideosRouter = storefrontReadsRouter(ZPublicVideo, publicVideos);
