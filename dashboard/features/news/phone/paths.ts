import type { ContentPaths } from '../../../components/content/content-api.ts';

/** Where the phone's news screens are (routes.json, area "mobile"). */
export const NEWS_PHONE_PATHS: ContentPaths = {
  list: '/news_list',
  add: '/news_add',
  edit: (id: string) => `/news_edit/${id}`,
  categories: '/news_group',
};
