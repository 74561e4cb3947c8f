import { ZPublicTimelinePost, ZTimelinePostDetail, ZTimelinePostInput, ZTimelinePostQuickEdit, ZTimelinePostRow } from '../../core/timeline/schema.ts';
import { publicTimelinePosts, timelinePosts } from '../../core/timeline/timeline.ts';
import { storefrontItemsRouter, uncategorisedContentRouter } from './content-router.ts';

/** /manage/timeline (module manage): posts newest first, public or private. */
export const timelineRouter = uncategorisedContentRouter(
  { input: ZTimelinePostInput, row: ZTimelinePostRow, detail: ZTimelinePostDetail, quickEdit: ZTimelinePostQuickEdit },
  timelinePosts,
);

/** The website's timeline: public posts newest first, one by slug. */
export const storefrontTimelineRouter = storefrontItemsRouter(ZPublicTimelinePost, publicTimelinePosts);
