import { publicTestimonials, testimonials } from '../../core/testimonials/testimonials.ts';
import { ZPublicTestimonial, ZTestimonialDetail, ZTestimonialInput, ZTestimonialQuickEdit, ZTestimonialRow } from '../../core/testimonials/schema.ts';
import { storefrontItemsRouter, uncategorisedContentRouter } from './content-router.ts';

/** /manage/testimonials (module manage). */
export const testimonialsRouter = uncategorisedContentRouter(
  { input: ZTestimonialInput, row: ZTestimonialRow, detail: ZTestimonialDetail, quickEdit: ZTestimonialQuickEdit },
  testimonials,
);

/** The website's testimonials: pages in the merchant's order, one by slug. */
export const storefrontTestimonialsRouter = storefrontItemsRouter(ZPublicTestimonial, publicTestimonials);
