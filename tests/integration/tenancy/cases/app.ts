import type { IsolationCase } from '../isolation-cases.ts';
import type { TenantFixtures } from '../world.ts';

const sliderOfA = (a: TenantFixtures) => ({ pictureId: a.app.appPictureId, title: 'Taken over', url: 'https://b.test/' });

/** The mobile app's management (module app) and the API the merchant's app calls with its site key. */
export const appCases: Record<string, IsolationCase> = {
  'appManagement.settings': { list: () => undefined },
  'appManagement.saveHighlights': { none: 'the settings are the caller merchant own row', input: () => ({ highlights: ['sc_1'], sameAsMobile: true }) },
  'appManagement.sliders.list': { list: () => undefined },
  'appManagement.sliders.get': { reach: (a) => ({ id: a.app.appSliderId }) },
  'appManagement.sliders.create': { reach: sliderOfA },
  'appManagement.sliders.update': { reach: (a) => ({ id: a.app.appSliderId, slider: sliderOfA(a) }) },
  'appManagement.sliders.delete': { reach: (a) => ({ id: a.app.appSliderId }) },
  'appManagement.sliders.setVisibility': { reach: (a) => ({ ids: [a.app.appSliderId], visibility: 'hidden' }) },
  'appManagement.sliders.sort': { reach: (a) => ({ ids: [a.app.appSliderId] }) },
  'mobileApp.registerDevice': { none: 'a device token is kept per merchant: B registering the same token makes a device of its own', input: () => ({ token: 'device-of-b', platform: 'ios', appVersion: '8.4.2' }) },
  'mobileApp.sliders': { list: () => undefined },
  'pushMessages.send': { none: 'a message goes to the caller merchant own devices only', input: () => ({ title: 'Push of B' }) },
  'pushMessages.history': { list: () => ({ page: 1, pageSize: 20 }) },
  'pushMessages.setVisibility': { reach: (a) => ({ id: a.app.pushMessageId, visibility: 'hidden' }) },
  'pushMessages.cancel': { reach: (a) => ({ id: a.app.pushMessageId }) },
};
