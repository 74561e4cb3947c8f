/** Where the gallery screens are (routes.json: /manage/other). */
export const GALLERY_PATHS = {
  list: '/manage/other',
  add: '/manage/other/add',
  edit: (id: string) => `/manage/other/edit/${id}`,
  categories: '/manage/other/category',
  groups: '/manage/other/group',
  addMultiple: '/manage/other/add-multiple',
  quickEdit: '/manage/other/quickedit',
};
