import { z } from 'zod';
import { SOCIAL_LIMITS, SOCIAL_MESSAGES as M } from './constants.ts';

/** The network's answer on the way back from signing in: the code (absent when the merchant refused) and the state it was sent with. */
export const ZSocialConnectInput = z.object({ code: z.string().max(2048).default(''), state: z.string().max(512) });
export const ZConnectUrl = z.object({ url: z.string() });

export const ZSyncStatus = z.enum(['synchronizing', 'completed', 'failed']);

/** A connected Facebook page as the screens show it (never its token). */
export const ZSocialPage = z.object({
  id: z.string(),
  name: z.string(),
  syncStatus: ZSyncStatus,
  /** The message code of the last sync's failure ('' when none). */
  syncError: z.string(),
  syncedAt: z.date().nullable(),
  customContent: z.string(),
  subscribers: z.number().int(),
  connectedAt: z.date(),
});
export type TSocialPage = z.infer<typeof ZSocialPage>;

export const ZFacebookPages = z.object({ configured: z.boolean(), limit: z.number().int(), pages: z.array(ZSocialPage) });
export type TFacebookPages = z.infer<typeof ZFacebookPages>;

export const ZPageIdInput = z.object({ pageId: z.string().trim().min(1).max(64) });
export const ZCustomContentInput = ZPageIdInput.extend({ customContent: z.string({ error: M.customContentTooLong }).trim().max(SOCIAL_LIMITS.customContent, M.customContentTooLong) });

export const ZAccountIdInput = z.object({ accountId: z.string().trim().min(1).max(64) });
export const ZActiveInput = ZAccountIdInput.extend({ active: z.boolean() });

export const ZFeedItem = z.object({ id: z.string(), caption: z.string(), mediaUrl: z.string(), permalink: z.string(), postedAt: z.date() });
export type TFeedItem = z.infer<typeof ZFeedItem>;

/** An Instagram or TikTok account as the screens show it, with its synced items. */
export const ZSocialAccount = z.object({
  id: z.string(),
  username: z.string(),
  active: z.boolean(),
  syncedAt: z.date().nullable(),
  connectedAt: z.date(),
  items: z.array(ZFeedItem),
});
export type TSocialAccount = z.infer<typeof ZSocialAccount>;

export const ZSocialAccounts = z.object({ configured: z.boolean(), accounts: z.array(ZSocialAccount) });
export type TSocialAccounts = z.infer<typeof ZSocialAccounts>;

/** The website's feed of a network: the account in use and its latest items (none connected: null and none). */
export const ZPublicFeed = z.object({ account: z.object({ username: z.string() }).nullable(), items: z.array(ZFeedItem) });
export type TPublicFeed = z.infer<typeof ZPublicFeed>;
