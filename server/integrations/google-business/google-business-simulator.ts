import { randomUUID } from 'node:crypto';
import { GoogleBusinessError, type GoogleBusiness, type GoogleReview, type GoogleTokens } from '../../../core/content/google-reviews/google-business.ts';

const HOUR_MS = 3_600_000;
const ACCOUNT = { name: 'accounts/1001', title: 'Kedai Kuih Sdn Bhd' };
const LOCATIONS = [
  { name: 'locations/2001', title: 'Kedai Kuih, Petaling Jaya' },
  { name: 'locations/2002', title: 'Kedai Kuih, Ipoh' },
];
const REVIEWS: readonly Omit<GoogleReview, 'name' | 'reply'>[] = [
  { reviewer: 'Siti Aminah', stars: 5, comment: 'Kuih lapis paling sedap di PJ!', createdAt: new Date('2026-10-02T03:10:00Z') },
  { reviewer: '陈美玲', stars: 4, comment: '糕点很好吃，送货准时。', createdAt: new Date('2026-09-21T08:45:00Z') },
  { reviewer: 'Rajesh Kumar', stars: 2, comment: 'Delivery came an hour late.', createdAt: new Date('2026-09-03T11:00:00Z') },
  { reviewer: 'Nur Iman', stars: 5, comment: '', createdAt: new Date('2026-08-15T01:30:00Z') },
  { reviewer: 'Jason Lee', stars: 3, comment: 'Good taste, small portions.', createdAt: new Date('2026-07-30T06:20:00Z') },
  { reviewer: 'Aisyah Rahman', stars: 1, comment: 'Box arrived crushed.', createdAt: new Date('2026-07-01T09:00:00Z') },
];

/**
 * What a sign-in's code makes of the simulated Google account: 'simulated-code' (what the
 * simulated consent screen answers) a working one; the tests' codes 'expired' (a token already
 * ended, with no refresh token), 'no-access' (Google refuses its reviews), 'no-locations' (an
 * account with none) and 'unavailable' (Google cannot be read). Any other code is refused.
 */
const MODES = ['simulated-code', 'expired', 'no-access', 'no-locations', 'unavailable'] as const;
type Mode = (typeof MODES)[number];

function modeOf(token: string): Mode {
  const [prefix, mode] = token.split('.');
  if (prefix !== 'sim' || !MODES.includes(mode as Mode)) throw new GoogleBusinessError('invalid_token', 'not a simulated token');
  return mode as Mode;
}

const tokensFor = (mode: Mode, now: number): GoogleTokens =>
  mode === 'expired'
    ? { accessToken: `sim.${mode}.${randomUUID()}`, refreshToken: '', expiresAt: new Date(now - 1000) }
    : { accessToken: `sim.${mode}.${randomUUID()}`, refreshToken: `sim.${mode}.refresh`, expiresAt: new Date(now + HOUR_MS) };

/**
 * Google Business Profile with no network (npm run dev -- --simulators, the tests): one account
 * with two locations, each with the same six reviews in three languages; replies are kept for as
 * long as the process runs, as Google keeps them.
 */
export function googleBusinessSimulator(): GoogleBusiness {
  const replies = new Map<string, { comment: string; updatedAt: Date }>();
  const reviewsOf = (location: string): GoogleReview[] =>
    REVIEWS.map((r, i) => {
      const name = `${ACCOUNT.name}/${location}/reviews/r${i + 1}`;
      return { ...r, name, reply: replies.get(name) ?? null };
    });
  const usable = (token: string): Mode => {
    const mode = modeOf(token);
    if (mode === 'unavailable') throw new GoogleBusinessError('unavailable', 'simulated outage');
    return mode;
  };
  return {
    // The consent screen, simulated: the merchant allows access at once.
    authorizeUrl: ({ state, redirectUri }) => `${redirectUri}?${new URLSearchParams({ code: 'simulated-code', state }).toString()}`,
    exchangeCode: ({ code }) => {
      if (!MODES.includes(code as Mode)) return Promise.reject(new GoogleBusinessError('invalid_token', 'unknown code'));
      return Promise.resolve(tokensFor(code as Mode, Date.now()));
    },
    refresh: (refreshToken) => {
      const mode = modeOf(refreshToken);
      return Promise.resolve(tokensFor(mode, Date.now()));
    },
    accounts: (token) => {
      usable(token);
      return Promise.resolve([ACCOUNT]);
    },
    locations: (token, account) => {
      const mode = usable(token);
      return Promise.resolve(account !== ACCOUNT.name || mode === 'no-locations' ? [] : LOCATIONS);
    },
    reviews: (token, { account, location, sort, pageSize, pageToken }) => {
      if (usable(token) === 'no-access') return Promise.reject(new GoogleBusinessError('forbidden', 'simulated refusal'));
      if (account !== ACCOUNT.name || !LOCATIONS.some((l) => l.name === location)) return Promise.reject(new GoogleBusinessError('not_found', 'no such location'));
      const all = reviewsOf(location).sort((a, b) => (sort === 'newest' ? b.createdAt.getTime() - a.createdAt.getTime() : sort === 'highest' ? b.stars - a.stars : a.stars - b.stars));
      const from = Number(pageToken ?? 0);
      const next = from + pageSize < all.length ? String(from + pageSize) : '';
      const averageRating = Math.round((all.reduce((n, r) => n + r.stars, 0) / all.length) * 10) / 10;
      return Promise.resolve({ reviews: all.slice(from, from + pageSize), averageRating, totalReviews: all.length, nextPageToken: next });
    },
    reply: (token, name, comment) => {
      usable(token);
      const [, , , location] = name.split('/');
      if (!reviewsOf(`locations/${location}`).some((r) => r.name === name)) return Promise.reject(new GoogleBusinessError('not_found', 'no such review'));
      replies.set(name, { comment, updatedAt: new Date() });
      return Promise.resolve();
    },
  };
}
