import type { IsolationCase } from '../isolation-cases.ts';

const ownSignIn = 'the state names the merchant and user who began the sign-in; another merchant’s is refused (social-sync.test.ts)';

/** Facebook pages, the chatbot, Instagram and TikTok accounts, and the website's feeds (site key). */
export const socialCases: Record<string, IsolationCase> = {
  'facebookSync.pages': { list: () => undefined },
  'facebookSync.connectUrl': { none: 'starts a sign-in for the caller’s own merchant' },
  'facebookSync.connect': { none: ownSignIn },
  'facebookSync.sync': { reach: (a) => ({ pageId: a.social.pageId }) },
  'facebookSync.saveContent': { reach: (a) => ({ pageId: a.social.pageId, customContent: 'Taken over' }) },
  'facebookSync.remove': { reach: (a) => ({ pageId: a.social.pageId }) },
  'chatbot.pages': { list: () => undefined },
  'chatbot.save': { reach: (a) => ({ pageId: a.social.pageId, greeting: 'Taken over', enabled: true, quickReplies: [] }) },
  'chatbot.broadcast': { reach: (a) => ({ pageId: a.social.pageId, title: 'Taken over', link: 'https://intruder.b.test/', content: 'x' }) },
  'chatbot.broadcasts': { reach: (a) => ({ pageId: a.social.pageId }) },
  'chatbot.recipients': { reach: (a) => ({ broadcastId: a.social.broadcastId }) },
  'instagramSync.accounts': { list: () => undefined },
  'instagramSync.connectUrl': { none: 'starts a sign-in for the caller’s own merchant' },
  'instagramSync.connect': { none: ownSignIn },
  'instagramSync.sync': { reach: (a) => ({ accountId: a.social.instagramId }) },
  'instagramSync.setActive': { reach: (a) => ({ accountId: a.social.instagramId, active: true }) },
  'instagramSync.remove': { reach: (a) => ({ accountId: a.social.instagramId }) },
  'tiktokSync.accounts': { list: () => undefined },
  'tiktokSync.connectUrl': { none: 'starts a sign-in for the caller’s own merchant' },
  'tiktokSync.connect': { none: ownSignIn },
  'tiktokSync.sync': { reach: (a) => ({ accountId: a.social.tiktokId }) },
  'tiktokSync.remove': { reach: (a) => ({ accountId: a.social.tiktokId }) },
  'storefront.social.instagram': { none: 'the site key’s merchant’s own feed', input: () => undefined },
  'storefront.social.tiktok': { none: 'the site key’s merchant’s own feed', input: () => undefined },
};
