import type { IsolationCase } from '../isolation-cases.ts';

const week = [{ dayId: 2, ranges: [{ opensAt: '10:00', closesAt: '12:00' }] }];

/** The company profile (/profile/*), branch hours (/manage/branch/business-hour) and the website's profile reads. */
export const profileCases: Record<string, IsolationCase> = {
  'profile.branches.list': { list: () => undefined },
  'profile.branches.get': { reach: (a) => ({ id: a.profile.branchId }) },
  'profile.branches.create': { none: 'a branch names no record; B creates its own', input: () => ({ nameEn: 'Intruder branch', address: 'Jalan B' }) },
  'profile.branches.update': { reach: (a) => ({ id: a.profile.branchId, nameEn: 'Taken over', address: 'Jalan B' }) },
  'profile.branches.remove': { reach: (a) => ({ id: a.profile.branchId }) },
  'profile.natures': { list: () => undefined },
  'profile.saveNatures': { none: 'natures name no record; B sets its own', input: () => ({ natures: ['other'] }) },
  'profile.classified': { list: () => undefined },
  'profile.saveClassified': { none: 'a classified names no record; B sets its own', input: () => ({ listed: false }) },
  'profile.hours': { list: () => undefined },
  'profile.saveHours': { none: 'the company hours name no record; B sets its own', input: () => ({ days: week }) },
  'profile.contact': { list: () => undefined },
  'profile.saveContact': { reach: (a) => ({ wechatId: 'intruder', wechatQrId: a.profile.wechatQrId }) },
  'profile.homepage': { list: () => undefined },
  'profile.saveHomepage': { reach: (a) => ({ headerPictureId: a.profile.headerPictureId }) },
  'profile.tags.list': { list: () => undefined },
  'profile.tags.create': { none: 'a tag names no record; B creates its own', input: () => ({ name: 'Intruder tag' }) },
  'profile.tags.update': { reach: (a) => ({ id: a.profile.companyTagId, name: 'Taken over' }) },
  'profile.tags.remove': { reach: (a) => ({ id: a.profile.companyTagId }) },
  'branchHours.branches': { list: () => undefined },
  'branchHours.get': { reach: (a) => ({ branchId: a.profile.branchId }) },
  'branchHours.save': { reach: (a) => ({ branchId: a.profile.branchId, days: week }) },

  'storefront.profile.get': { list: () => ({ lang: 'en' }) },
  'storefront.profile.branches': { list: () => ({ lang: 'en' }) },
};
