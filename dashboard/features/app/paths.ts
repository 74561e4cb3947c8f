/** Where the app screens are (routes.json, area app). */
export const APP_PATHS = {
  management: '/app/app-management',
  pushMessage: '/app/push-message',
  addSlider: '/app/app-management/slider/add',
  editSlider: (id: string) => `/app/app-management/slider/edit/${id}`,
};
