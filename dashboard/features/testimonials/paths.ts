/** Where the testimonial screens are (routes.json: the add and edit pages say 'testimonial'). */
export const TESTIMONIAL_PATHS = {
  list: '/manage/testimonials',
  add: '/manage/testimonial/add',
  edit: (id: string) => `/manage/testimonial/edit/${id}`,
};
