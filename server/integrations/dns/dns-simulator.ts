import { DnsLookupFailed, type DnsLookup } from '../../../core/email-protection/dns-lookup.ts';

/**
 * Fixed TXT records for example domains, no network (`npm run dev -- --simulators`, the tests).
 * kuihshop.my is well protected; any other name has no records, but a name under
 * dns-fails.example, whose lookups fail.
 */
export const SIMULATED_TXT: Record<string, string[]> = {
  'kuihshop.my': ['v=spf1 include:_spf.google.com -all', 'google-site-verification=kuihshop'],
  '_dmarc.kuihshop.my': ['v=DMARC1; p=quarantine; rua=mailto:dmarc@kuihshop.my'],
  'google._domainkey.kuihshop.my': ['v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu5mJ'],
};

export function dnsSimulator(records: Record<string, string[]> = SIMULATED_TXT): DnsLookup {
  return {
    txt(name) {
      const key = name.toLowerCase();
      if (key === 'dns-fails.example' || key.endsWith('.dns-fails.example')) return Promise.reject(new DnsLookupFailed(`TXT ${name}: SERVFAIL`));
      return Promise.resolve(records[key] ?? null);
    },
  };
}
