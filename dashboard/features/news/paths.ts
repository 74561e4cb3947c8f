/** Where the news screens are (routes.json). */
export const NEWS_PATHS = {
  list: '/manage/news',
  add: '/manage/news/add',
  edit: (id: string) => `/manage/news/edit/${id}`,
  categories: '/manage/news/category',
};
