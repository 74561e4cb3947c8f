import type { DbClient } from '../db/database.ts';

/** The path of a link on the merchant's website: /pay/{slug} for payment links, /buy/{slug} for purchase links. */
export type LinkPath = 'pay' | 'buy';

/**
 * The base every link of the merchant is shared under: the merchant's website (Merchant.website,
 * https:// added when it has no scheme) or, without one, '' so the link is the relative path the
 * website serves.
 */
export async function linkBase(db: DbClient, merchantId: string): Promise<string> {
  const merchant = await db.merchant.findUnique({ where: { id: merchantId }, select: { website: true } });
  const website = (merchant?.website ?? '').trim().replace(/\/+$/, '');
  if (website === '') return '';
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

export const linkUrl = (base: string, path: LinkPath, slug: string) => `${base}/${path}/${slug}`;
