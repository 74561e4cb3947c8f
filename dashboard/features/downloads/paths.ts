/** Where the download screens are (route-manifest.json: /manage/downloads). */
export const DOWNLOAD_PATHS = {
  list: '/manage/downloads',
  add: '/manage/downloads/add',
  edit: (id: string) => `/manage/downloads/edit/${id}`,
  quickEdit: '/manage/downloads/quickedit',
  categories: '/manage/downloads/category',
};
