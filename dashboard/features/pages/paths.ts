/** Where the page screens are (routes.json: the add and edit pages say 'page'). */
export const PAGE_PATHS = {
  list: '/manage/pages',
  add: '/manage/page/add',
  edit: (id: string) => `/manage/page/edit/${id}`,
};
