import QRCode from 'qrcode';
import { pages } from '../../../../core/pages/pages.ts';
import { ZPageInput } from '../../../../core/pages/schema.ts';
import { news, newsCategories } from '../../../../core/news/news.ts';
import { ZNewsInput } from '../../../../core/news/schema.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import { ZTestimonialInput } from '../../../../core/testimonials/schema.ts';
import { testimonials } from '../../../../core/testimonials/testimonials.ts';
import { saveUpload } from '../../../../core/uploads/service.ts';
import { ZVideoInput } from '../../../../core/videos/schema.ts';
import { videoCategories, videos } from '../../../../core/videos/videos.ts';

export interface ContentFixtures {
  newsCategoryId: string;
  newsId: string;
  newsSlug: string;
  hiddenNewsId: string;
  newsPictureId: string;
  testimonialId: string;
  testimonialSlug: string;
  hiddenTestimonialId: string;
  pageId: string;
  pageSlug: string;
  hiddenPageId: string;
  videoCategoryId: string;
  videoId: string;
  videoSlug: string;
  hiddenVideoId: string;
}

/** Merchant A's content: a news category with a public and a hidden news item, a public and a hidden testimonial and page, a video category with a public and a hidden video, all carrying A's marker. */
export async function seedContent(ctx: Ctx, marker: string): Promise<ContentFixtures> {
  const category = await newsCategories.create(ctx, { nameEn: `News category ${marker}`, nameCn: '', nameBm: '', sort: 0 });
  const picture = await saveUpload(ctx, 'content-picture', `${marker}.png`, await QRCode.toBuffer(marker));
  const item = await news.create(ctx, ZNewsInput.parse({ titleEn: `News ${marker}`, detailEn: marker, categoryId: category.id, pictureId: picture.id }));
  const hidden = await news.create(ctx, ZNewsInput.parse({ titleEn: `Hidden news ${marker}`, detailEn: marker, categoryId: category.id, visibility: 'hidden' }));
  const testimonial = await testimonials.create(ctx, ZTestimonialInput.parse({ titleEn: `Testimonial ${marker}`, contentEn: marker, date: new Date('2026-01-05'), pictureId: picture.id }));
  const hiddenTestimonial = await testimonials.create(ctx, ZTestimonialInput.parse({ titleEn: `Hidden testimonial ${marker}`, date: new Date('2026-01-06'), visibility: 'hidden' }));
  const page = await pages.create(ctx, ZPageInput.parse({ titleEn: `Page ${marker}`, contentEn: marker, date: new Date('2026-01-07') }));
  const hiddenPage = await pages.create(ctx, ZPageInput.parse({ titleEn: `Hidden page ${marker}`, date: new Date('2026-01-08'), visibility: 'hidden' }));
  const videoCategory = await videoCategories.create(ctx, { nameEn: `Video category ${marker}`, nameCn: '', nameBm: '', sort: 0 });
  const video = await videos.create(ctx, ZVideoInput.parse({ url: 'dQw4w9WgXcQ', titleEn: `Video ${marker}`, descriptionEn: marker, categoryId: videoCategory.id }));
  const hiddenVideo = await videos.create(ctx, ZVideoInput.parse({ url: 'dQw4w9WgXcQ', titleEn: `Hidden video ${marker}`, categoryId: videoCategory.id, visibility: 'hidden' }));
  return {
    newsCategoryId: category.id,
    newsId: item.id,
    newsSlug: item.slug,
    hiddenNewsId: hidden.id,
    newsPictureId: picture.id,
    testimonialId: testimonial.id,
    testimonialSlug: testimonial.slug,
    hiddenTestimonialId: hiddenTestimonial.id,
    pageId: page.id,
    pageSlug: page.slug,
    hiddenPageId: hiddenPage.id,
    videoCategoryId: videoCategory.id,
    videoId: video.id,
    videoSlug: video.slug,
    hiddenVideoId: hiddenVideo.id,
  };
}
