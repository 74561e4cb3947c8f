import type { Ctx } from '../../../../core/shared/context.ts';
import { ZServiceInput } from '../../../../core/services/schema.ts';
import { serviceCategories, services } from '../../../../core/services/services.ts';
import { serviceTags } from '../../../../core/services/tags.ts';
import { ZTimelinePostInput } from '../../../../core/timeline/schema.ts';
import { timelinePosts } from '../../../../core/timeline/timeline.ts';

export interface ServiceFixtures {
  serviceCategoryId: string;
  serviceTagId: string;
  serviceId: string;
  serviceSlug: string;
  hiddenServiceId: string;
  timelinePostId: string;
  timelinePostSlug: string;
  privateTimelinePostId: string;
}

/** Merchant A's services (a category, a tag, a public and a hidden service) and timeline posts (a public and a private one), carrying A's marker. */
export async function seedServices(ctx: Ctx, marker: string): Promise<ServiceFixtures> {
  const category = await serviceCategories.create(ctx, { nameEn: `Service category ${marker}`, nameCn: '', nameBm: '', sort: 0 });
  const tag = await serviceTags.create(ctx, { nameEn: `Service tag ${marker}`, nameCn: '', nameBm: '', sort: 0 });
  const service = await services.create(ctx, ZServiceInput.parse({ nameEn: `Service ${marker}`, descriptionEn: marker, priceSen: 5000, tagIds: [tag.id], categoryId: category.id }));
  const hidden = await services.create(ctx, ZServiceInput.parse({ nameEn: `Hidden service ${marker}`, priceSen: 100, tagIds: [tag.id], visibility: 'hidden' }));
  const post = await timelinePosts.create(ctx, ZTimelinePostInput.parse({ titleEn: `Post ${marker}`, textEn: marker }));
  const privatePost = await timelinePosts.create(ctx, ZTimelinePostInput.parse({ titleEn: `Private post ${marker}`, visibility: 'hidden' }));
  return {
    serviceCategoryId: category.id,
    serviceTagId: tag.id,
    serviceId: service.id,
    serviceSlug: service.slug,
    hiddenServiceId: hidden.id,
    timelinePostId: post.id,
    timelinePostSlug: post.slug,
    privateTimelinePostId: privatePost.id,
  };
}
