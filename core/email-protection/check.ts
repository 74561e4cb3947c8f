import { takeAttemptOrRefuse } from '../auth/rate-limit.ts';
import { merchantDomain } from '../reports/merchant-domain.ts';
import type { Ctx } from '../shared/context.ts';
import { CHECK_LIMIT, DKIM_SELECTORS } from './constants.ts';
import { DnsLookupFailed, type DnsLookup } from './dns-lookup.ts';
import { lookupFailed, readDkim, readDmarc, readSpf } from './records.ts';
import type { TEmailProtection, TProtectionCheck } from './schema.ts';

/** The lookup's records ([] for none), or 'failed'; any other error is not the DNS's and goes up. */
async function records(dns: DnsLookup, name: string): Promise<string[] | 'failed'> {
  try {
    return (await dns.txt(name)) ?? [];
  } catch (error) {
    if (error instanceof DnsLookupFailed) return 'failed';
    throw error;
  }
}

const read = (found: string[] | 'failed', rule: (records: string[]) => TProtectionCheck) => (found === 'failed' ? lookupFailed() : rule(found));

async function dkimOf(dns: DnsLookup, domain: string): Promise<TProtectionCheck> {
  const names = DKIM_SELECTORS.map((selector) => `${selector}._domainkey.${domain}`);
  const answers = await Promise.all(names.map((name) => records(dns, name)));
  const found = answers.flatMap((a, i) => (a === 'failed' ? [] : a.map((value) => ({ name: names[i]!, value }))));
  const dkim = readDkim(found);
  // Nothing found while some lookups failed says nothing about the keys.
  return dkim.status !== 'ok' && answers.includes('failed') ? lookupFailed() : dkim;
}

/**
 * /tools/advanced-email-protection, read-only: the SPF, DKIM and DMARC records of the merchant's
 * website domain as the DNS answers now, and what they lack (docs/email-protection.md).
 */
export async function checkEmailProtection(ctx: Ctx): Promise<TEmailProtection> {
  const { dns } = ctx.env;
  // Every runtime has one (server/runtime.ts): its absence is a fault, not the merchant's.
  if (!dns) throw new Error('No DNS lookup is configured.');
  const now = ctx.now();
  const domain = await merchantDomain(ctx);
  if (!domain) return { domain: null, checkedAt: now, spf: null, dkim: null, dmarc: null };
  await takeAttemptOrRefuse(ctx.db, `email-protection:${ctx.merchantId}`, CHECK_LIMIT, now);
  const dmarcName = `_dmarc.${domain}`;
  const [spf, dmarc, dkim] = await Promise.all([records(dns, domain), records(dns, dmarcName), dkimOf(dns, domain)]);
  return { domain, checkedAt: now, spf: read(spf, (r) => readSpf(domain, r)), dkim, dmarc: read(dmarc, (r) => readDmarc(dmarcName, r)) };
}
