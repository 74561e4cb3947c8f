import { ZContentCategoryRow } from '../../core/content/schema.ts';
import { ZPublicService, ZServiceDetail, ZServiceInput, ZServiceListInput, ZServiceQuickEdit, ZServiceRow, ZServiceTagInput } from '../../core/services/schema.ts';
import { publicServices, serviceCategories, services } from '../../core/services/services.ts';
import { serviceTags } from '../../core/services/tags.ts';
import { router } from '../trpc.ts';
import { contentProcedures, namedListRouter, storefrontReadsRouter } from './content-router.ts';

/** /manage/services, its categories and its tags (module manage); the list filters by a tag too. */
export const servicesRouter = router({
  ...contentProcedures({ input: ZServiceInput, row: ZServiceRow, detail: ZServiceDetail, quickEdit: ZServiceQuickEdit, list: ZServiceListInput }, services, serviceCategories),
  tags: namedListRouter(serviceTags, { input: ZServiceTagInput, row: ZContentCategoryRow }),
});

/** The website's services: categories, pages by category in the merchant's order, one service by slug (its price only when shown). */
export const storefrontServicesRouter = storefrontReadsRouter(ZPublicService, publicServices);
