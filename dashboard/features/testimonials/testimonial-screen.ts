import { ZTestimonialQuickEdit, type TTestimonialDetail, type TTestimonialFormValues, type TTestimonialRow } from '../../../core/testimonials/schema.ts';
import { trpc } from '../../app/trpc.ts';
import type { ContentScreen } from '../../components/content/content-screen.ts';
import { TESTIMONIAL_PATHS } from './paths.ts';

/** Testimonials on the content kit's screens (docs/content.md): no categories, a manual sort. */
export const testimonialScreen = {
  routerKey: 'testimonials',
  api: trpc.testimonials,
  paths: TESTIMONIAL_PATHS,
  texts: { list: 'menu.testimonials', add: 'testimonials.add' },
  titleOf: (row: TTestimonialRow) => row.titleEn || row.name,
  quickEditSchema: ZTestimonialQuickEdit,
  manualSort: true,
} satisfies ContentScreen<TTestimonialRow, TTestimonialDetail, TTestimonialFormValues>;
