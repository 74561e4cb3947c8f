import { IconAdjustments, IconFilter, IconLink, IconPhoto } from '@tabler/icons-react';
import type { Feature, MenuAccess } from '../../app/feature.ts';
import { WEBSITE_PATHS } from './paths.ts';

const access: MenuAccess = { kind: 'module', module: 'website_setting' };

/** The website area (module website_setting): banners, customized URLs, the website setting, specification filters. */
export const websiteFeature: Feature = {
  module: 'website_setting',
  routes: [
    { path: WEBSITE_PATHS.banners, title: 'menu.websiteBanners', load: () => import('./banner-list-page.tsx') },
    { path: WEBSITE_PATHS.bannerSort, title: 'website.banners.sort', level: 'edit', load: () => import('./banner-sort-page.tsx') },
    { path: WEBSITE_PATHS.bannerEdit('{id}'), title: 'website.banners.edit', load: () => import('./banner-edit-page.tsx') },
    { path: WEBSITE_PATHS.customUrls, title: 'menu.customUrls', load: () => import('./custom-url-page.tsx') },
    { path: WEBSITE_PATHS.setting, title: 'menu.websiteSetting', load: () => import('./website-setting-page.tsx') },
    { path: WEBSITE_PATHS.settingPhone, title: 'menu.websiteSetting', load: () => import('./website-setting-phone-page.tsx') },
    { path: WEBSITE_PATHS.specFilters, title: 'menu.specFilters', load: () => import('./spec-filter-page.tsx') },
  ],
  menu: [
    { label: 'menu.websiteBanners', path: WEBSITE_PATHS.banners, icon: IconPhoto, access, section: 'settings' },
    { label: 'menu.customUrls', path: WEBSITE_PATHS.customUrls, icon: IconLink, access, section: 'settings' },
    { label: 'menu.websiteSetting', path: WEBSITE_PATHS.setting, icon: IconAdjustments, access, section: 'settings' },
    { label: 'menu.specFilters', path: WEBSITE_PATHS.specFilters, icon: IconFilter, access, section: 'settings' },
  ],
};
