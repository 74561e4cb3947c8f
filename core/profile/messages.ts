import { msg, term } from '../shared/messages.ts';
import { MAX_BUSINESS_NATURES } from './business-natures.ts';
import { PROFILE_LIMITS } from './constants.ts';

/** The profile's words (business-areas.md section 8 "Content and profile" verbatim where it gives them). */
export const PROFILE_MESSAGES = {
  wechatQr: msg('profile.wechatQr'),
  maxNatures: msg('profile.maxNatures', { max_selection: MAX_BUSINESS_NATURES }),
  tagEmpty: msg('profile.tagEmpty'),
  tagSame: msg('profile.tagSame'),
  maxTags: msg('profile.maxTags', { maxCompanyTag: PROFILE_LIMITS.maxCompanyTags }),
  whatsappLine: (line: number) => msg('profile.whatsappLine', { line }),
  urlLine: (line: number) => msg('profile.urlLine', { line }),
  tooManyLines: (max: number) => msg('profile.tooManyLines', { max }),
  invalidEmail: msg('profile.invalidEmail'),
  branchNameEmpty: msg('profile.branchNameEmpty'),
  branchAddressEmpty: msg('profile.branchAddressEmpty'),
  timeFormat: msg('profile.timeFormat'),
  opensBeforeCloses: (day: number) => msg('profile.opensBeforeCloses', { day: term(`profile.weekdays.${day}`) }),
  rangesOverlap: (day: number) => msg('profile.rangesOverlap', { day: term(`profile.weekdays.${day}`) }),
  tooManyRanges: (day: number) => msg('profile.tooManyRanges', { day: term(`profile.weekdays.${day}`), max: PROFILE_LIMITS.rangesPerDay }),
  closedDayTwice: (day: string) => msg('profile.closedDayTwice', { day }),
  classifiedTitle: msg('profile.classifiedTitle'),
  classifiedCategory: msg('profile.classifiedCategory'),
  keywordRepeated: msg('profile.keywordRepeated'),
  keywordTooLong: msg('profile.keywordTooLong', { max: PROFILE_LIMITS.classifiedKeywordMaxChars }),
  tooManyKeywords: msg('profile.tooManyKeywords', { max: PROFILE_LIMITS.classifiedKeywords }),
  pictureUnknown: msg('profile.pictureUnknown'),
} as const;
