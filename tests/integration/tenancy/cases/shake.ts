import type { IsolationCase } from '../isolation-cases.ts';

const form = (picture: string) => ({
  name: 'Intruder shake',
  gameType: 'fcfs',
  startsOn: '2026-12-01',
  endsOn: '2026-12-31',
  totalShake: 10,
  totalPerDay: 1,
  firstCheckpoint: 0,
  prizes: [{ pictureId: picture, name: 'Intruder prize', quantity: 1 }],
});

/** Shake campaigns (back office) and the app's side of them (B's site key). */
export const shakeCases: Record<string, IsolationCase> = {
  'shakeCampaigns.list': { list: (a) => ({ search: a.marker, pageSize: 80 }) },
  'shakeCampaigns.get': { reach: (a) => ({ id: a.shake.campaignId }) },
  // B's campaign with A's prize picture: the picture is not found for B.
  'shakeCampaigns.create': { reach: (a) => form(a.shake.pictureId) },
  'shakeCampaigns.update': { reach: (a) => ({ id: a.shake.campaignId, campaign: form(a.shake.pictureId) }) },
  'shakeCampaigns.start': { reach: (a) => ({ id: a.shake.campaignId }) },
  'shakeCampaigns.stop': { reach: (a) => ({ id: a.shake.runningId }) },
  'shakeCampaigns.setVisibility': { reach: (a) => ({ id: a.shake.campaignId, visibility: 'hidden' }) },
  'shakeCampaigns.delete': { reach: (a) => ({ id: a.shake.campaignId }) },
  'shakeCampaigns.winners': { reach: (a) => ({ campaignId: a.shake.runningId }) },
  'shakeCampaigns.markFulfilled': { reach: (a) => ({ id: a.shake.winId }) },
  'shakeCampaigns.users': { list: (a) => ({ search: a.marker }) },
  'shakeCampaigns.user': { reach: (a) => ({ id: a.shake.shakeUserId }) },
  // B bans the same number on its own list only: A's user stays as it was (the digest proves it).
  'shakeCampaigns.ban': { none: "a phone number names no record of A: B's ban list is B's", input: (a) => ({ phone: a.shake.phone }) },
  // The same for unblocking: B's list only (B's earlier ban of the number, never A's user).
  'shakeCampaigns.unblock': { none: "a phone number names no record of A: B's ban list is B's", input: (a) => ({ phone: a.shake.phone }) },
  'shakeCampaigns.smsCredits': { list: () => ({}) },
  'shakeCampaigns.appVersion': { list: () => undefined },

  'storefront.shake.campaigns': { list: () => undefined },
  'storefront.shake.requestCode': { none: "a phone number names no record of A; B's own credits would pay" },
  'storefront.shake.verify': { none: "a code is checked against B's codes only" },
  'storefront.shake.shake': { reach: (a) => ({ userId: a.shake.shakeUserId, token: a.shake.token, campaignId: a.shake.runningId }) },
};
