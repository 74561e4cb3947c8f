import type { StorefrontCtx } from '../checkout/context.ts';
import { seal, unseal } from '../platform/secret-box.ts';
import { withTransaction, type Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { calling, socialRefusal } from './calling.ts';
import { SOCIAL_LIMITS, SOCIAL_MESSAGES as M, SOCIAL_RETURN_PATHS, socialLog } from './constants.ts';
import { feedNetwork, type FeedNetworkName } from './feed-networks.ts';
import { checkSocialState, signSocialState } from './oauth-state.ts';
import { ZAccountIdInput, ZActiveInput, ZSocialConnectInput, type TPublicFeed, type TSocialAccounts } from './schema.ts';
import { SocialNetworkError } from './social-error.ts';

/** Instagram's accounts are in the instagram_sync module; TikTok's has none of its own (routes.json: area misc). */
const CATEGORY: Record<FeedNetworkName, string> = { instagram: 'instagram_sync', tiktok: 'misc' };

/** A token this close to its end is renewed before a sync. */
const RENEW_BEFORE_MS = 60_000;

const redirectUri = (ctx: Ctx, network: FeedNetworkName) => `${ctx.env.publicUrl}${SOCIAL_RETURN_PATHS[network]}`;
const accountKey = (ctx: Ctx, network: FeedNetworkName, id: string) => ({ merchantId_network_id: { merchantId: ctx.merchantId, network, id } });
const itemLimit = (network: FeedNetworkName) => (network === 'instagram' ? SOCIAL_LIMITS.instagramPhotos : SOCIAL_LIMITS.tiktokVideos);

export async function socialAccounts(ctx: Ctx, network: FeedNetworkName): Promise<TSocialAccounts> {
  const where = { merchantId: ctx.merchantId, network };
  const [accounts, items] = await Promise.all([
    ctx.db.socialAccount.findMany({ where, orderBy: [{ connectedAt: 'asc' }, { id: 'asc' }] }),
    ctx.db.socialFeedItem.findMany({ where, orderBy: [{ postedAt: 'desc' }, { id: 'desc' }] }),
  ]);
  return {
    configured: Boolean(ctx.env.social?.[network]),
    accounts: accounts.map((a) => ({
      id: a.id,
      username: a.username,
      active: a.active,
      syncedAt: a.syncedAt,
      connectedAt: a.connectedAt,
      items: items.filter((i) => i.accountId === a.id).map(({ id, caption, mediaUrl, permalink, postedAt }) => ({ id, caption, mediaUrl, permalink, postedAt })),
    })),
  };
}

export async function socialConnectUrl(ctx: Ctx, network: FeedNetworkName): Promise<{ url: string }> {
  return { url: await feedNetwork(ctx, network).authorizeUrl({ state: signSocialState(ctx, network), redirectUri: redirectUri(ctx, network) }) };
}

/** Replaces an account's synced items with its latest (Instagram's 15 photos, TikTok's 20 videos). */
async function syncItems(ctx: Ctx, network: FeedNetworkName, accountId: string, token: string): Promise<void> {
  const latest = (await calling('update', () => feedNetwork(ctx, network).latest(token))).slice(0, itemLimit(network));
  await withTransaction(ctx, async (tx) => {
    const where = { merchantId: tx.merchantId, network, accountId };
    await tx.db.socialFeedItem.deleteMany({ where });
    if (latest.length > 0) await tx.db.socialFeedItem.createMany({ data: latest.map((m) => ({ ...where, id: m.id, caption: m.caption.slice(0, 2200), mediaUrl: m.mediaUrl, permalink: m.permalink, postedAt: m.postedAt })) });
    await tx.db.socialAccount.update({ where: accountKey(tx, network, accountId), data: { syncedAt: tx.now() } });
  });
}

/**
 * Finishes connecting: the code is exchanged for the account's token (kept sealed), the account
 * is read, and its latest items synced. Instagram's first account becomes the website's; a TikTok
 * account takes the place of the one before.
 */
export async function connectSocialAccount(ctx: Ctx, network: FeedNetworkName, raw: unknown): Promise<TSocialAccounts> {
  const input = ZSocialConnectInput.parse(raw);
  if (!checkSocialState(ctx, network, input.state) || !input.code) throw socialRefusal('SIGN_IN', M.signInFailed);
  const port = feedNetwork(ctx, network);
  const { token, account } = await calling('add', async () => {
    const t = await port.exchangeCode({ code: input.code, redirectUri: redirectUri(ctx, network) });
    return { token: t, account: await port.account(t.accessToken) };
  });
  const data = {
    username: account.username,
    accessToken: seal(token.accessToken, ctx.env.secretKey),
    refreshToken: token.refreshToken ? seal(token.refreshToken, ctx.env.secretKey) : '',
    expiresAt: token.expiresAt,
  };
  await audited(ctx, { action: socialLog('accountAdded', { network, name: account.username }), category: CATEGORY[network] }, async (tx) => {
    const where = { merchantId: tx.merchantId, network };
    if (!port.several) {
      await tx.db.socialFeedItem.deleteMany({ where: { ...where, accountId: { not: account.id } } });
      await tx.db.socialAccount.deleteMany({ where: { ...where, id: { not: account.id } } });
    }
    const anyActive = await tx.db.socialAccount.count({ where: { ...where, active: true } });
    await tx.db.socialAccount.upsert({ where: accountKey(tx, network, account.id), create: { ...where, id: account.id, connectedAt: tx.now(), active: anyActive === 0, ...data }, update: data });
  });
  await syncItems(ctx, network, account.id, token.accessToken);
  return socialAccounts(ctx, network);
}

async function accountWithToken(ctx: Ctx, network: FeedNetworkName, accountId: string) {
  const account = await ctx.db.socialAccount.findUnique({ where: accountKey(ctx, network, accountId) });
  if (!account) throw notFound('socialAccount');
  return { ...account, token: unseal(account.accessToken, ctx.env.secretKey) };
}

/** Syncs an account's latest items again; a token near its end is renewed first where the network allows. */
export async function syncSocialAccount(ctx: Ctx, network: FeedNetworkName, raw: unknown): Promise<TSocialAccounts> {
  const { accountId } = ZAccountIdInput.parse(raw);
  const account = await accountWithToken(ctx, network, accountId);
  let token = account.token;
  const port = feedNetwork(ctx, network);
  if (port.refresh && account.refreshToken && account.expiresAt && account.expiresAt.getTime() - RENEW_BEFORE_MS <= ctx.now().getTime()) {
    const renewed = await calling('update', () => port.refresh!(unseal(account.refreshToken, ctx.env.secretKey)));
    token = renewed.accessToken;
    await ctx.db.socialAccount.update({
      where: accountKey(ctx, network, accountId),
      data: { accessToken: seal(renewed.accessToken, ctx.env.secretKey), expiresAt: renewed.expiresAt, ...(renewed.refreshToken && { refreshToken: seal(renewed.refreshToken, ctx.env.secretKey) }) },
    });
  }
  await syncItems(ctx, network, accountId, token);
  return socialAccounts(ctx, network);
}

/** Section 4: an Instagram account is active or inactive; making one active makes the others inactive (one feeds the website). */
export async function setInstagramActive(ctx: Ctx, raw: unknown): Promise<TSocialAccounts> {
  const input = ZActiveInput.parse(raw);
  const account = await accountWithToken(ctx, 'instagram', input.accountId);
  await audited(ctx, { action: socialLog(input.active ? 'accountActivated' : 'accountDeactivated', { name: account.username }), category: CATEGORY.instagram }, async (tx) => {
    if (input.active) await tx.db.socialAccount.updateMany({ where: { merchantId: tx.merchantId, network: 'instagram', id: { not: account.id } }, data: { active: false } });
    await tx.db.socialAccount.update({ where: accountKey(tx, 'instagram', account.id), data: { active: input.active } });
  });
  return socialAccounts(ctx, 'instagram');
}

/** Removes an account and its items; its token is given back first where the network has a way (one it already refuses needs none). */
export async function removeSocialAccount(ctx: Ctx, network: FeedNetworkName, raw: unknown): Promise<TSocialAccounts> {
  const { accountId } = ZAccountIdInput.parse(raw);
  const account = await accountWithToken(ctx, network, accountId);
  const port = feedNetwork(ctx, network);
  if (port.revoke) {
    await calling('delete', async () => {
      try {
        await port.revoke!(account.token);
      } catch (error) {
        if (!(error instanceof SocialNetworkError && error.failure === 'invalid_token')) throw error;
      }
    });
  }
  await audited(ctx, { action: socialLog('accountRemoved', { network, name: account.username }), category: CATEGORY[network] }, async (tx) => {
    await tx.db.socialFeedItem.deleteMany({ where: { merchantId: tx.merchantId, network, accountId } });
    await tx.db.socialAccount.delete({ where: accountKey(tx, network, accountId) });
  });
  return socialAccounts(ctx, network);
}

/** The website's feed of a network: Instagram's active account, or the TikTok account, with its latest items. */
export async function publicFeed(store: StorefrontCtx, network: FeedNetworkName): Promise<TPublicFeed> {
  const account = await store.db.socialAccount.findFirst({ where: { merchantId: store.merchantId, network, ...(network === 'instagram' && { active: true }) }, orderBy: { connectedAt: 'asc' } });
  if (!account) return { account: null, items: [] };
  const items = await store.db.socialFeedItem.findMany({
    where: { merchantId: store.merchantId, network, accountId: account.id },
    orderBy: [{ postedAt: 'desc' }, { id: 'desc' }],
    take: itemLimit(network),
    select: { id: true, caption: true, mediaUrl: true, permalink: true, postedAt: true },
  });
  return { account: { username: account.username }, items };
}
