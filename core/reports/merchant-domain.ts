import type { BaseCtx } from '../shared/context.ts';

/** 'https://www.KuihShop.my/about' or 'www.kuihshop.my' -> 'kuihshop.my'; '' when it names no host. */
export function hostOf(address: string): string {
  const text = address.trim();
  if (!text) return '';
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

/**
 * The website whose Google positions and search queries the keyword reports read: the merchant's
 * primary domain, else its first, else the host of its website address; null when it has none.
 */
export async function merchantDomain(ctx: BaseCtx & { merchantId: string }): Promise<string | null> {
  const domains = await ctx.db.merchantDomain.findMany({ where: { merchantId: ctx.merchantId }, orderBy: [{ isPrimary: 'desc' }, { createdAt: 'asc' }], select: { domain: true } });
  for (const d of domains) if (hostOf(d.domain)) return hostOf(d.domain);
  const merchant = await ctx.db.merchant.findUniqueOrThrow({ where: { id: ctx.merchantId }, select: { website: true } });
  return hostOf(merchant.website) || null;
}
