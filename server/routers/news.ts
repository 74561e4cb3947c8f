import { news, newsCategories, publicNews } from '../../core/news/news.ts';
import { ZNewsDetail, ZNewsInput, ZNewsQuickEdit, ZNewsRow, ZPublicNews } from '../../core/news/schema.ts';
import { contentRouter, storefrontReadsRouter } from './content-router.ts';

/** /manage/news and its categories (module manage). */
export const newsRouter = contentRouter({ input: ZNewsInput, row: ZNewsRow, detail: ZNewsDetail, quickEdit: ZNewsQuickEdit }, news, newsCategories);

/** The website's news: categories, pages by category, one item by slug. */
export const storefrontNewsRouter = storefrontReadsRouter(ZPublicNews, publicNews);
