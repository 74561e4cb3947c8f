import type { IsolationCase } from '../isolation-cases.ts';
import type { TenantFixtures } from '../world.ts';

/** A news form valid in every way except that it names A's category and picture. */
const newsOfA = (a: TenantFixtures) => ({ titleEn: 'Intruder news', categoryId: a.content.newsCategoryId, pictureId: a.content.newsPictureId });

/** A testimonial form valid in every way except that it names A's picture. */
const testimonialOfA = (a: TenantFixtures) => ({ titleEn: 'Intruder testimonial', date: new Date('2026-02-01'), pictureId: a.content.newsPictureId });

/** A video form valid in every way except that it names A's category. */
const videoOfA = (a: TenantFixtures) => ({ url: 'dQw4w9WgXcQ', titleEn: 'Intruder video', categoryId: a.content.videoCategoryId });

/** News and its categories, testimonials, pages, videos and their categories, in the back office and on the website. */
export const contentCases: Record<string, IsolationCase> = {
  'news.list': { list: (a) => ({ search: a.marker.toLowerCase(), categoryId: a.content.newsCategoryId, pageSize: 80 }) },
  'news.get': { reach: (a) => ({ id: a.content.newsId }) },
  'news.create': { reach: newsOfA },
  'news.update': { reach: (a) => ({ id: a.content.newsId, item: { titleEn: 'Taken over' } }) },
  'news.quickEdit': { reach: (a) => ({ id: a.content.newsId, title: 'Taken over' }) },
  'news.setVisibility': { reach: (a) => ({ ids: [a.content.hiddenNewsId], visibility: 'public' }) },
  'news.delete': { reach: (a) => ({ ids: [a.content.newsId] }) },
  'news.categories.list': { list: (a) => ({ search: a.marker.toLowerCase(), pageSize: 80 }) },
  'news.categories.options': { list: () => undefined },
  'news.categories.create': { none: 'a category names no record; B creates its own', input: () => ({ nameEn: 'Intruder news category' }) },
  'news.categories.update': { reach: (a) => ({ id: a.content.newsCategoryId, nameEn: 'Taken over' }) },
  'news.categories.delete': { reach: (a) => ({ id: a.content.newsCategoryId }) },

  'testimonials.list': { list: (a) => ({ search: a.marker.toLowerCase(), pageSize: 80 }) },
  'testimonials.get': { reach: (a) => ({ id: a.content.testimonialId }) },
  'testimonials.create': { reach: testimonialOfA },
  'testimonials.update': { reach: (a) => ({ id: a.content.testimonialId, item: { titleEn: 'Taken over', date: new Date('2026-02-01') } }) },
  'testimonials.quickEdit': { reach: (a) => ({ id: a.content.testimonialId, sort: 9 }) },
  'testimonials.setVisibility': { reach: (a) => ({ ids: [a.content.hiddenTestimonialId], visibility: 'public' }) },
  'testimonials.delete': { reach: (a) => ({ ids: [a.content.testimonialId] }) },
  'pages.list': { list: (a) => ({ search: a.marker.toLowerCase(), pageSize: 80 }) },
  'pages.get': { reach: (a) => ({ id: a.content.pageId }) },
  'pages.create': { none: 'a page names no record; B creates its own', input: () => ({ titleEn: 'Intruder page', date: new Date('2026-02-01') }) },
  'pages.update': { reach: (a) => ({ id: a.content.pageId, item: { titleEn: 'Taken over', date: new Date('2026-02-01') } }) },
  'pages.quickEdit': { reach: (a) => ({ id: a.content.pageId, title: 'Taken over' }) },
  'pages.setVisibility': { reach: (a) => ({ ids: [a.content.hiddenPageId], visibility: 'public' }) },
  'pages.delete': { reach: (a) => ({ ids: [a.content.pageId] }) },
  'videos.list': { list: (a) => ({ search: a.marker.toLowerCase(), categoryId: a.content.videoCategoryId, pageSize: 80 }) },
  'videos.get': { reach: (a) => ({ id: a.content.videoId }) },
  'videos.create': { reach: videoOfA },
  'videos.update': { reach: (a) => ({ id: a.content.videoId, item: { url: 'dQw4w9WgXcQ', titleEn: 'Taken over' } }) },
  'videos.quickEdit': { reach: (a) => ({ id: a.content.videoId, sort: 9 }) },
  'videos.setVisibility': { reach: (a) => ({ ids: [a.content.hiddenVideoId], visibility: 'public' }) },
  'videos.delete': { reach: (a) => ({ ids: [a.content.videoId] }) },
  'videos.categories.list': { list: (a) => ({ search: a.marker.toLowerCase(), pageSize: 80 }) },
  'videos.categories.options': { list: () => undefined },
  'videos.categories.create': { none: 'a category names no record; B creates its own', input: () => ({ nameEn: 'Intruder video category' }) },
  'videos.categories.update': { reach: (a) => ({ id: a.content.videoCategoryId, nameEn: 'Taken over' }) },
  'videos.categories.delete': { reach: (a) => ({ id: a.content.videoCategoryId }) },

  'storefront.content.news.categories': { list: () => ({ lang: 'en' }) },
  'storefront.content.news.list': { list: (a) => ({ categoryId: a.content.newsCategoryId, pageSize: 100 }) },
  'storefront.content.news.get': { reach: (a) => ({ slug: a.content.newsSlug }) },
  'storefront.content.testimonials.list': { list: () => ({ pageSize: 100 }) },
  'storefront.content.testimonials.get': { reach: (a) => ({ slug: a.content.testimonialSlug }) },
  'storefront.content.pages.list': { list: () => ({ pageSize: 100 }) },
  'storefront.content.pages.get': { reach: (a) => ({ slug: a.content.pageSlug }) },
  'storefront.content.videos.categories': { list: () => ({ lang: 'en' }) },
  'storefront.content.videos.list': { list: (a) => ({ categoryId: a.content.videoCategoryId, pageSize: 100 }) },
  'storefront.content.videos.get': { reach: (a) => ({ slug: a.content.videoSlug }) },
};
