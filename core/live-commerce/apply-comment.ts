import { firstDelivery } from '../integrations/webhook-receipts.ts';
import { unseal } from '../platform/secret-box.ts';
import { withTransaction, type BaseCtx } from '../shared/context.ts';
import type { TLiveCommentResult } from './constants.ts';
import { readCommentOrder } from './comment-code.ts';
import { releaseExpiredLines } from './hold.ts';
import { ZLiveCommentEvent, type TLiveCommentEvent, type TLiveSettings } from './schema.ts';
import { getLiveSettings } from './settings.ts';

type Tx = BaseCtx & { merchantId: string };
type Event = ReturnType<typeof ZLiveCommentEvent.parse>;
interface Session {
  id: string;
  merchantId: string;
  status: string;
  productSetId: string;
}

/**
 * Takes qty units of an active item in ONE conditional update, so concurrent comments never take
 * more than the item offers: PostgreSQL re-checks the condition after waiting for the row's lock,
 * SQLite runs one writer at a time. The same SQL on both engines.
 */
async function takeUnits(tx: Tx, itemId: string, qty: number): Promise<boolean> {
  const taken = await tx.db.$executeRaw`UPDATE "LiveProductSetItem" SET "sold" = "sold" + ${qty} WHERE "merchantId" = ${tx.merchantId} AND "id" = ${itemId} AND "status" = 'active' AND "sold" + ${qty} <= "qty"`;
  return taken === 1;
}

/** What the line calls the product: its name, and the option's when it has one. */
async function lineName(tx: Tx, productId: string, optionId: string | null): Promise<string> {
  const product = await tx.db.product.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: productId } }, select: { nameEn: true } });
  const option = optionId ? await tx.db.productOption.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: optionId } }, select: { name: true } }) : null;
  return option ? `${product?.nameEn ?? ''} (${option.name})` : (product?.nameEn ?? '');
}

/** A comment on a session the merchant sells in: a cart line for the commenter, or why not. */
async function orderFromComment(tx: Tx, session: Session, event: Event, fbMemberId: string, settings: TLiveSettings): Promise<TLiveCommentResult> {
  if (session.status !== 'live' || !settings.enabled) return 'not_live';
  const readings = readCommentOrder(event.text);
  if (readings.length === 0) return 'no_code';
  await releaseExpiredLines(tx, settings.cartHoldHours);
  const items = await tx.db.liveProductSetItem.findMany({ where: { merchantId: tx.merchantId, setId: session.productSetId, code: { in: readings.map((r) => r.code) }, status: 'active' } });
  const reading = readings.find((r) => items.some((i) => i.code === r.code));
  const item = reading && items.find((i) => i.code === reading.code);
  if (!reading || !item) return 'unknown_code';
  if (!(await takeUnits(tx, item.id, reading.qty))) return 'sold_out';
  await tx.db.liveCartLine.create({
    data: {
      merchantId: tx.merchantId,
      sessionId: session.id,
      fbMemberId,
      itemId: item.id,
      code: item.code,
      name: await lineName(tx, item.productId, item.optionId),
      qty: reading.qty,
      unitPriceSen: item.priceSen,
      commentId: event.commentId,
      createdAt: event.at,
    },
  });
  return 'line';
}

/** The session each merchant runs on the video: its live one, else its newest (the comment is then recorded as not live). */
async function sessionsOn(base: BaseCtx, event: Event): Promise<Session[]> {
  const rows = await base.db.liveSession.findMany({
    where: { pageId: event.pageId, videoId: event.postId },
    select: { id: true, merchantId: true, status: true, productSetId: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  const byMerchant = new Map<string, Session>();
  for (const row of rows) {
    const chosen = byMerchant.get(row.merchantId);
    if (!chosen || (chosen.status !== 'live' && row.status === 'live')) byMerchant.set(row.merchantId, row);
  }
  return [...byMerchant.values()];
}

/**
 * Applies a comment on a page's post (Facebook's feed webhook) to every merchant with a session on
 * that video, once per comment id (a replay changes nothing): the commenter becomes (or stays) a
 * Facebook member of the merchant, the comment is recorded with its result, and a comment naming
 * an active item's code with units left becomes a cart line holding them. The merchant's reply text
 * (when set) then goes to the commenter of a new line as a private reply, after the transaction.
 */
export async function applyLiveComment(base: BaseCtx, raw: TLiveCommentEvent): Promise<{ applied: boolean; results: TLiveCommentResult[]; replies: number }> {
  const event = ZLiveCommentEvent.parse(raw);
  const sessions = await sessionsOn(base, event);
  if (sessions.length === 0) return { applied: false, results: [], replies: 0 };
  const outgoing: { token: string; text: string }[] = [];
  const { applied, results } = await withTransaction(base, async (root) => {
    if (!(await firstDelivery(root, 'facebook', `${event.pageId}:comment:${event.commentId}`))) return { applied: false, results: [] };
    const results: TLiveCommentResult[] = [];
    for (const session of sessions) {
      const tx: Tx = { ...root, merchantId: session.merchantId };
      const member = await tx.db.fbMember.upsert({
        where: { merchantId_pageId_psid: { merchantId: tx.merchantId, pageId: event.pageId, psid: event.fromId } },
        create: { merchantId: tx.merchantId, pageId: event.pageId, psid: event.fromId, name: event.fromName, firstSeenAt: event.at, lastCommentAt: event.at, comments: 1 },
        update: { lastCommentAt: event.at, comments: { increment: 1 }, ...(event.fromName && { name: event.fromName }) },
        select: { id: true },
      });
      const settings = await getLiveSettings(tx);
      const result = await orderFromComment(tx, session, event, member.id, settings);
      await tx.db.liveComment.create({ data: { merchantId: tx.merchantId, sessionId: session.id, fbMemberId: member.id, commentId: event.commentId, text: event.text.slice(0, 2000), result, at: event.at } });
      results.push(result);
      if (result === 'line' && settings.replyText) {
        const page = await tx.db.socialPage.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: event.pageId } }, select: { accessToken: true } });
        if (page) outgoing.push({ token: unseal(page.accessToken, tx.env.secretKey), text: settings.replyText });
      }
    }
    return { applied: true, results };
  });
  return { applied, results, replies: await sendReplies(base, event, outgoing) };
}

/** Private replies to the comment; one that fails is not tried again (Facebook allows one per comment, and the line stands). */
async function sendReplies(base: BaseCtx, event: Event, outgoing: readonly { token: string; text: string }[]): Promise<number> {
  const port = base.env.social?.facebook;
  let sent = 0;
  for (const { token, text } of outgoing) {
    if (port && (await port.send(event.pageId, token, { to: { commentId: event.commentId }, text, kind: 'reply' }).then(() => true, () => false))) sent++;
  }
  return sent;
}
