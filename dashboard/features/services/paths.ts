/** Where the service screens are (routes.json: /manage/services). */
export const SERVICE_PATHS = {
  list: '/manage/services',
  add: '/manage/services/add',
  edit: (id: string) => `/manage/services/edit/${id}`,
  categories: '/manage/services/category',
  tags: '/manage/services/tags',
};
