import { msg } from '../shared/messages.ts';

export const SALES_LANDING_MODULE = 'sales_landing';

/** business-areas.md section 9: the landing page's pictures, each resized to exactly this size on upload. */
export const SALES_PICTURE_SIZES = {
  photo: { width: 750, height: 750 },
  nameCard: { width: 1050, height: 600 },
  background: { width: 1920, height: 1080 },
} as const;

/** Not shown in the spec: a sales person's text lengths. */
export const SALES_PERSON_LIMITS = {
  nameMinChars: 4,
  nameMaxChars: 100,
  contactMaxChars: 20,
  emailMaxChars: 254,
  positionMaxChars: 100,
  urlMaxChars: 500,
  customUrlMaxChars: 60,
  metaTitleMaxChars: 200,
  metaDescriptionMaxChars: 500,
  headlineMaxChars: 120,
  aboutMaxChars: 2000,
} as const;

/** business-areas.md section 5 "Content" (sales person) and section 8 (the URL messages). */
export const SALES_LANDING_MESSAGES = {
  nameTooShort: msg('salesLanding.nameTooShort', { min: SALES_PERSON_LIMITS.nameMinChars }),
  emailRequired: msg('salesLanding.emailRequired'),
  emailInvalid: msg('salesLanding.emailInvalid'),
  contactRequired: msg('salesLanding.contactRequired'),
  contactNumeric: msg('salesLanding.contactNumeric'),
  whatsappNumeric: msg('salesLanding.whatsappNumeric'),
  urlEmpty: msg('website.urlEmpty'),
  urlInvalid: msg('website.urlInvalid'),
  urlInUse: msg('website.urlInUse'),
  socialUrlInvalid: msg('shared.invalidUrl'),
  pictureUnknown: msg('salesLanding.pictureUnknown'),
  userUnknown: msg('salesLanding.userUnknown'),
  alreadyBound: msg('salesLanding.alreadyBound'),
  colorInvalid: msg('salesLanding.colorInvalid'),
} as const;

/** The user-log entries of the sales landing area. */
export const salesLandingLog = (action: string, params?: Record<string, string | number>) => msg(`log.salesLanding.${action}`, params);
