/** Where the photo screens are (routes.json: /manage/photos...). */
export const PHOTO_PATHS = {
  list: '/manage/photos',
  grid: '/manage/photos-new',
  add: '/manage/photos/add',
  edit: (id: string) => `/manage/photos/edit/${id}`,
  categories: '/manage/photos/category',
  quickEdit: '/manage/photos/quickedit',
  addMultiple: '/manage/photos/add-multiple',
  addAlbum: '/manage/photos/add-album',
};
