import { router } from '../trpc.ts';
import { storefrontCareersRouter } from './careers.ts';
import { storefrontNewsRouter } from './news.ts';
import { storefrontPagesRouter } from './pages.ts';
import { storefrontReviewReadsRouter } from './reviews.ts';
import { storefrontTestimonialsRouter } from './testimonials.ts';
import { storefrontVideosRouter } from './videos.ts';
import { storefrontPhotosRouter } from './photos.ts';
import { storefrontServicesRouter } from './services.ts';
import { storefrontTimelineRouter } from './timeline.ts';
import { storefrontDownloadReadsRouter } from './downloads.ts';
import { storefrontGalleryRouter } from './gallery.ts';
import { storefrontGeneratedRouter } from './content-generator.ts';

/**
 * The content a merchant's website shows (site key): each content type's public reads. Every
 * answer under storefront.content is cacheable (server/http/storefront-caching.ts).
 */
export const storefrontContentRouter = router({
  news: storefrontNewsRouter,
  reviews: storefrontReviewReadsRouter,
  testimonials: storefrontTestimonialsRouter,
  pages: storefrontPagesRouter,
  careers: storefrontCareersRouter,
  videos: storefrontVideosRouter,
  photos: storefrontPhotosRouter,
  services: storefrontServicesRouter,
  timeline: storefrontTimelineRouter,
  downloads: storefrontDownloadReadsRouter,
  gallery: storefrontGalleryRouter,
  generated: storefrontGeneratedRouter,
});
