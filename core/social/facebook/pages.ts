import { seal, unseal } from '../../platform/secret-box.ts';
import type { Ctx } from '../../shared/context.ts';
import { notFound } from '../../shared/errors.ts';
import { audited } from '../../user-logs/audited.ts';
import { calling, socialRefusal } from '../calling.ts';
import { SOCIAL_LIMITS, SOCIAL_MESSAGES as M, SOCIAL_RETURN_PATHS, socialLog } from '../constants.ts';
import { checkSocialState, signSocialState } from '../oauth-state.ts';
import { ZCustomContentInput, ZPageIdInput, ZSocialConnectInput, ZSyncStatus, type TFacebookPages } from '../schema.ts';
import { SocialNetworkError } from '../social-error.ts';
import type { SocialPages } from './social-pages.ts';

export const FACEBOOK_MODULE = 'facebook_sync';

export function facebook(ctx: Ctx): SocialPages {
  const port = ctx.env.social?.facebook;
  if (!port) throw socialRefusal('NOT_CONFIGURED', M.notConfigured);
  return port;
}

const redirectUri = (ctx: Ctx) => `${ctx.env.publicUrl}${SOCIAL_RETURN_PATHS.facebook}`;

/** A connected page of the merchant with its unsealed token (never sent to a screen); another merchant's is not found. */
export async function pageWithToken(ctx: Ctx, pageId: string) {
  const page = await ctx.db.socialPage.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: pageId } } });
  if (!page) throw notFound('socialPage');
  return { ...page, token: unseal(page.accessToken, ctx.env.secretKey) };
}

export async function facebookPages(ctx: Ctx): Promise<TFacebookPages> {
  const [rows, counts] = await Promise.all([
    ctx.db.socialPage.findMany({ where: { merchantId: ctx.merchantId }, orderBy: [{ connectedAt: 'asc' }, { id: 'asc' }] }),
    ctx.db.chatSubscriber.groupBy({ by: ['pageId'], where: { merchantId: ctx.merchantId }, _count: { _all: true } }),
  ]);
  const subscribers = new Map(counts.map((c) => [c.pageId, c._count._all]));
  return {
    configured: Boolean(ctx.env.social?.facebook),
    limit: SOCIAL_LIMITS.facebookPages,
    pages: rows.map((p) => ({
      id: p.id,
      name: p.name,
      syncStatus: ZSyncStatus.parse(p.syncStatus),
      syncError: p.syncError,
      syncedAt: p.syncedAt,
      customContent: p.customContent,
      subscribers: subscribers.get(p.id) ?? 0,
      connectedAt: p.connectedAt,
    })),
  };
}

/** Where to send the merchant to choose the pages, with a state only this merchant's user can bring back within the hour. */
export async function facebookConnectUrl(ctx: Ctx): Promise<{ url: string }> {
  return { url: await facebook(ctx).authorizeUrl({ state: signSocialState(ctx, 'facebook'), redirectUri: redirectUri(ctx) }) };
}

/**
 * Finishes connecting: the code is exchanged for the pages granted, each with its page access
 * token, kept sealed. A page already connected takes its new token (re-adding mends a malformed
 * or revoked one); new pages may bring the merchant to 2 at most, else none is added.
 */
export async function connectFacebook(ctx: Ctx, raw: unknown): Promise<TFacebookPages> {
  const input = ZSocialConnectInput.parse(raw);
  if (!checkSocialState(ctx, 'facebook', input.state) || !input.code) throw socialRefusal('SIGN_IN', M.signInFailed);
  const granted = await calling('add', () => facebook(ctx).grantedPages({ code: input.code, redirectUri: redirectUri(ctx) }));
  if (granted.length === 0) throw socialRefusal('NO_PAGE', M.noPageChosen, 'invalid');
  await audited(ctx, { action: socialLog('pagesAdded', { names: granted.map((p) => p.name).join(', ') }), category: FACEBOOK_MODULE }, async (tx) => {
    const existing = new Set((await tx.db.socialPage.findMany({ where: { merchantId: tx.merchantId }, select: { id: true } })).map((p) => p.id));
    const added = granted.filter((p) => !existing.has(p.id));
    if (existing.size + added.length > SOCIAL_LIMITS.facebookPages) throw socialRefusal('PAGE_LIMIT', M.pageLimit, 'conflict');
    for (const page of granted) {
      const data = { name: page.name, accessToken: seal(page.accessToken, tx.env.secretKey) };
      if (existing.has(page.id)) await tx.db.socialPage.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: page.id } }, data: { ...data, syncError: '' } });
      else await tx.db.socialPage.create({ data: { merchantId: tx.merchantId, id: page.id, connectedAt: tx.now(), ...data } });
    }
  });
  return facebookPages(ctx);
}

/**
 * Removes a page and its chatbot, subscribers and broadcasts. The page stops sending its events
 * to the app first; a page whose token Facebook already refuses has nothing left to stop.
 */
export async function removeFacebookPage(ctx: Ctx, raw: unknown): Promise<TFacebookPages> {
  const { pageId } = ZPageIdInput.parse(raw);
  const page = await pageWithToken(ctx, pageId);
  await calling('remove', async () => {
    try {
      await facebook(ctx).unsubscribePage(page.id, page.token);
    } catch (error) {
      if (!(error instanceof SocialNetworkError && error.failure === 'invalid_token')) throw error;
    }
  });
  await audited(ctx, { action: socialLog('pageRemoved', { name: page.name }), category: FACEBOOK_MODULE }, async (tx) => {
    const where = { merchantId: tx.merchantId, pageId };
    const broadcasts = (await tx.db.chatBroadcast.findMany({ where, select: { id: true } })).map((b) => b.id);
    await tx.db.chatBroadcastRecipient.deleteMany({ where: { merchantId: tx.merchantId, broadcastId: { in: broadcasts } } });
    await tx.db.chatBroadcast.deleteMany({ where });
    await tx.db.chatSubscriber.deleteMany({ where });
    await tx.db.chatbotQuickReply.deleteMany({ where });
    await tx.db.socialPage.delete({ where: { merchantId_id: { merchantId: tx.merchantId, id: pageId } } });
  });
  return facebookPages(ctx);
}

/** The page's own text for the website. */
export async function saveCustomContent(ctx: Ctx, raw: unknown): Promise<TFacebookPages> {
  const input = ZCustomContentInput.parse(raw);
  const page = await pageWithToken(ctx, input.pageId);
  await audited(ctx, { action: socialLog('contentSaved', { name: page.name }), category: FACEBOOK_MODULE }, (tx) =>
    tx.db.socialPage.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: page.id } }, data: { customContent: input.customContent } }),
  );
  return facebookPages(ctx);
}
