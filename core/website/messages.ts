import { msg } from '../shared/messages.ts';

/** The website area's words (business-areas.md section 8 "Content and profile", verbatim in the English locale). */
export const WEBSITE_MESSAGES = {
  bannerSizeTitle: msg('website.bannerSizeTitle'),
  bannerSize: msg('website.bannerSize'),
  bannerFailed: msg('website.bannerFailed'),
  settingNotSaved: msg('website.settingNotSaved'),
  urlInUse: msg('website.urlInUse'),
  urlInvalid: msg('website.urlInvalid'),
  urlEmpty: msg('website.urlEmpty'),
  installmentName: msg('website.installmentName'),
  installmentMinAmount: msg('website.installmentMinAmount'),
  installmentMonths: msg('website.installmentMonths'),
  latestNewsPopup: msg('website.latestNewsPopup'),
  specFilterUnknown: msg('website.specFilterUnknown'),
  pictureUnknown: msg('website.pictureUnknown'),
} as const;

/** The user-log entries of the website area (category website_setting). */
export const websiteLog = (action: string, params?: Record<string, string | number>) => msg(`log.website.${action}`, params);
