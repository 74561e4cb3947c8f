import { describe, expect, it } from 'vitest';
import { dnsSimulator } from '../../server/integrations/dns/dns-simulator.ts';
import { rejection, seedMerchant, seedSubUser, type SeededMerchant } from '../helpers/fixtures.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
/** The DNS as these tests set it, name by name. */
const dns: Record<string, string[]> = {};
rt.env.dns = dnsSimulator(dns);

async function withDomain(merchant: SeededMerchant, domain: string | null) {
  await rt.database.client.merchantDomain.deleteMany({ where: { merchantId: merchant.merchantId } });
  await rt.database.client.merchant.update({ where: { id: merchant.merchantId }, data: { website: '' } });
  if (domain) await rt.database.client.merchantDomain.create({ data: { merchantId: merchant.merchantId, domain, isPrimary: true } });
}

const statusAndFindings = (check: { status: string; findings: string[] } | null) => check && [check.status, ...check.findings];

describe('advanced e-mail protection', () => {
  it('looks nothing up without a website domain', async () => {
    await withDomain(shop, null);
    expect(await shop.admin.caller.emailProtection.check()).toMatchObject({ domain: null, spf: null, dkim: null, dmarc: null });
  });

  it('shows a well protected domain as found, each record with the name it was read at', async () => {
    Object.assign(dns, {
      'kuihshop.my': ['google-site-verification=abc', 'v=spf1 include:_spf.google.com -all'],
      '_dmarc.kuihshop.my': ['v=DMARC1; p=reject; rua=mailto:dmarc@kuihshop.my'],
      'google._domainkey.kuihshop.my': ['v=DKIM1; k=rsa; p=MIIBIjANBg'],
    });
    await withDomain(shop, 'www.kuihshop.my');
    const found = await shop.admin.caller.emailProtection.check();
    expect(found.domain).toBe('kuihshop.my');
    expect([found.spf, found.dkim, found.dmarc].map(statusAndFindings)).toEqual([
      ['ok', 'spfOk'],
      ['ok', 'dkimFound'],
      ['ok', 'dmarcOk'],
    ]);
    expect(found.spf!.records).toEqual([{ name: 'kuihshop.my', value: 'v=spf1 include:_spf.google.com -all' }]);
    expect(found.dkim!.records).toEqual([{ name: 'google._domainkey.kuihshop.my', value: 'v=DKIM1; k=rsa; p=MIIBIjANBg' }]);
  });

  it('reads DKIM under the common selectors: none found, and a revoked key', async () => {
    await withDomain(shop, 'nodkim.my');
    expect(statusAndFindings((await shop.admin.caller.emailProtection.check()).dkim)).toEqual(['warning', 'dkimNotFound']);
    dns['selector1._domainkey.nodkim.my'] = ['v=DKIM1; p='];
    expect(statusAndFindings((await shop.admin.caller.emailProtection.check()).dkim)).toEqual(['warning', 'dkimNoKey']);
  });

  it('says the DNS did not answer, rather than that records are missing', async () => {
    await withDomain(shop, 'shop.dns-fails.example');
    const failed = await shop.admin.caller.emailProtection.check();
    expect([failed.spf, failed.dkim, failed.dmarc].map(statusAndFindings)).toEqual([
      ['error', 'lookupFailed'],
      ['error', 'lookupFailed'],
      ['error', 'lookupFailed'],
    ]);
  });

  it('holds off a merchant checking too often', async () => {
    const busy = await seedMerchant(rt);
    await withDomain(busy, 'busy.my');
    for (let i = 0; i < 20; i++) await busy.admin.caller.emailProtection.check();
    expect((await rejection(busy.admin.caller.emailProtection.check())).code).toBe('TOO_MANY_REQUESTS');
  });

  it('is for users of the tools module only', async () => {
    const reporter = await seedSubUser(rt, shop, { report: 'view' });
    expect((await rejection(reporter.caller.emailProtection.check())).code).toBe('FORBIDDEN');
    const toolUser = await seedSubUser(rt, shop, { tools: 'view' });
    await withDomain(shop, 'kuihshop.my');
    expect((await toolUser.caller.emailProtection.check()).domain).toBe('kuihshop.my');
  });
});
