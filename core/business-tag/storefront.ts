import { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import type { StorefrontCtx } from '../checkout/context.ts';
import { withTransaction } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { localDate } from '../shared/time.ts';
import { ZCardLookup, type TPublicCard, type TSavedContact } from './schema.ts';
import { vcardOf } from './vcard.ts';

const PUBLIC_SELECT = { id: true, cardId: true, customLink: true, holderName: true, holderTitle: true, holderPhone: true, holderEmail: true } as const;

/** An activated card by its custom link, else by its printed id; inactive and unknown cards are not found alike. */
async function activatedCard(ctx: StorefrontCtx, raw: { key: string }) {
  const { key } = ZCardLookup.parse(raw);
  const scope = { merchantId: ctx.merchantId, status: 'activated' };
  const card =
    (await ctx.db.businessCard.findFirst({ where: { ...scope, customLink: key.toLowerCase() }, select: PUBLIC_SELECT })) ??
    (await ctx.db.businessCard.findFirst({ where: { ...scope, cardId: key }, select: PUBLIC_SELECT }));
  if (!card) throw notFound('businessCard');
  return card;
}

/**
 * Counts one view or save of a card: one upsert with an increment on the merchant's local day and
 * one increment of the card's total, in one transaction. Both are single statements that add to
 * what is stored, so concurrent calls each count (no read-then-write).
 */
async function count(ctx: StorefrontCtx, id: string, figure: 'views' | 'saves'): Promise<void> {
  const day = localDate(ctx.now(), ctx.timeZone);
  const column = Prisma.raw(`"${figure}"`);
  await withTransaction(ctx, async (tx) => {
    await tx.db.$executeRaw`
      INSERT INTO "BusinessCardDay" ("merchantId", "cardId", "day", ${column}) VALUES (${tx.merchantId}, ${id}, ${day}, 1)
      ON CONFLICT ("merchantId", "cardId", "day") DO UPDATE SET ${column} = "BusinessCardDay".${column} + 1`;
    await tx.db.businessCard.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: { [figure]: { increment: 1 } }, select: { id: true } });
  });
}

/** A card's public page, as the website shows it; each call counts a view. */
export async function viewCard(ctx: StorefrontCtx, raw: { key: string }): Promise<TPublicCard> {
  const { id, ...card } = await activatedCard(ctx, raw);
  await count(ctx, id, 'views');
  return card;
}

/** "Save contact": the holder's vCard; each call counts a save. */
export async function saveCardContact(ctx: StorefrontCtx, raw: { key: string }): Promise<TSavedContact> {
  const card = await activatedCard(ctx, raw);
  await count(ctx, card.id, 'saves');
  const fileName = `${card.cardId.replace(/[^A-Za-z0-9_-]+/g, '-')}.vcf`;
  return { fileName, vcard: vcardOf({ name: card.holderName, title: card.holderTitle, phone: card.holderPhone, email: card.holderEmail }) };
}
