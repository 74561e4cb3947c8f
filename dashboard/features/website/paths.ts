/** Where the website screens are (routes.json, area website_setting). */
export const WEBSITE_PATHS = {
  banners: '/website/banner',
  bannerSort: '/website/banner/sort',
  bannerEdit: (id: string) => `/website/banner/edit/${id}`,
  customUrls: '/website/customizeurl',
  setting: '/website/setting',
  settingPhone: '/website_setting',
  specFilters: '/website/product-specification-filter-setting',
};
