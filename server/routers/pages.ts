import { pages, publicPages } from '../../core/pages/pages.ts';
import { ZPageDetail, ZPageInput, ZPageQuickEdit, ZPageRow, ZPublicPage } from '../../core/pages/schema.ts';
import { storefrontItemsRouter, uncategorisedContentRouter } from './content-router.ts';

/** /manage/pages (module manage). */
export const pagesRouter = uncategorisedContentRouter({ input: ZPageInput, row: ZPageRow, detail: ZPageDetail, quickEdit: ZPageQuickEdit }, pages);

/** The website's pages: pages of them newest first, one by slug. */
export const storefrontPagesRouter = storefrontItemsRouter(ZPublicPage, publicPages);
