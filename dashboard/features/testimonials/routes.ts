import { IconQuote } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';
import { TESTIMONIAL_PATHS } from './paths.ts';

const access: MenuAccess = { kind: 'module', module: 'manage' };

/** Testimonials, on the content kit. */
export const testimonialsFeature: Feature = {
  module: 'manage',
  routes: [
    { path: TESTIMONIAL_PATHS.list, title: 'menu.testimonials', load: () => import('./testimonial-list-page.tsx') },
    { path: TESTIMONIAL_PATHS.add, title: 'testimonials.add', level: 'edit', load: () => import('./testimonial-form-page.tsx') },
    { path: TESTIMONIAL_PATHS.edit('{id}'), title: 'testimonials.edit', load: () => import('./testimonial-form-page.tsx') },
  ],
  menu: [{ label: 'menu.testimonials', path: TESTIMONIAL_PATHS.list, icon: IconQuote, access, section: 'content' }],
};
