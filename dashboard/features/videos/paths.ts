/** Where the video screens are (routes.json: /manage/youtube). */
export const VIDEO_PATHS = {
  list: '/manage/youtube',
  add: '/manage/youtube/add',
  edit: (id: string) => `/manage/youtube/edit/${id}`,
  categories: '/manage/youtube/category',
};
