import type { IsolationCase } from '../isolation-cases.ts';
import type { TenantFixtures } from '../world.ts';

/** A service form valid in every way except that it names A's category, tag and picture. */
const serviceOfA = (a: TenantFixtures) => ({ nameEn: 'Intruder service', priceSen: 100, categoryId: a.services.serviceCategoryId, tagIds: [a.services.serviceTagId], pictureId: a.content.newsPictureId });

/** Services with their categories and tags, and timeline posts, in the back office and on the website. */
export const serviceCases: Record<string, IsolationCase> = {
  'services.list': { list: (a) => ({ search: a.marker.toLowerCase(), categoryId: a.services.serviceCategoryId, tagId: a.services.serviceTagId, pageSize: 80 }) },
  'services.get': { reach: (a) => ({ id: a.services.serviceId }) },
  'services.create': { reach: serviceOfA },
  'services.update': { reach: (a) => ({ id: a.services.serviceId, item: { nameEn: 'Taken over', priceSen: 1 } }) },
  'services.quickEdit': { reach: (a) => ({ id: a.services.serviceId, sort: 9 }) },
  'services.setVisibility': { reach: (a) => ({ ids: [a.services.hiddenServiceId], visibility: 'public' }) },
  'services.delete': { reach: (a) => ({ ids: [a.services.serviceId] }) },
  'services.categories.list': { list: (a) => ({ search: a.marker.toLowerCase(), pageSize: 80 }) },
  'services.categories.options': { list: () => undefined },
  'services.categories.create': { none: 'a category names no record; B creates its own', input: () => ({ nameEn: 'Intruder service category' }) },
  'services.categories.update': { reach: (a) => ({ id: a.services.serviceCategoryId, nameEn: 'Taken over' }) },
  'services.categories.delete': { reach: (a) => ({ id: a.services.serviceCategoryId }) },
  'services.tags.list': { list: (a) => ({ search: a.marker.toLowerCase(), pageSize: 80 }) },
  'services.tags.options': { list: () => undefined },
  'services.tags.create': { none: 'a tag names no record; B creates its own', input: () => ({ nameEn: 'Intruder service tag' }) },
  'services.tags.update': { reach: (a) => ({ id: a.services.serviceTagId, nameEn: 'Taken over' }) },
  'services.tags.delete': { reach: (a) => ({ id: a.services.serviceTagId }) },

  'timeline.list': { list: (a) => ({ search: a.marker.toLowerCase(), pageSize: 80 }) },
  'timeline.get': { reach: (a) => ({ id: a.services.timelinePostId }) },
  'timeline.create': { reach: (a) => ({ titleEn: 'Intruder post', pictureId: a.content.newsPictureId }) },
  'timeline.update': { reach: (a) => ({ id: a.services.timelinePostId, item: { titleEn: 'Taken over' } }) },
  'timeline.quickEdit': { reach: (a) => ({ id: a.services.timelinePostId, title: 'Taken over' }) },
  'timeline.setVisibility': { reach: (a) => ({ ids: [a.services.privateTimelinePostId], visibility: 'public' }) },
  'timeline.delete': { reach: (a) => ({ ids: [a.services.timelinePostId] }) },

  'storefront.content.services.categories': { list: () => ({ lang: 'en' }) },
  'storefront.content.services.list': { list: (a) => ({ categoryId: a.services.serviceCategoryId, pageSize: 100 }) },
  'storefront.content.services.get': { reach: (a) => ({ slug: a.services.serviceSlug }) },
  'storefront.content.timeline.list': { list: () => ({ pageSize: 100 }) },
  'storefront.content.timeline.get': { reach: (a) => ({ slug: a.services.timelinePostSlug }) },
};
