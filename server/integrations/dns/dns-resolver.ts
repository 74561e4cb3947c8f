import { Resolver } from 'node:dns/promises';
import { DnsLookupFailed, type DnsLookup } from '../../../core/email-protection/dns-lookup.ts';

/** Answers that mean "no such record", not a failure. */
const NONE = new Set(['ENOTFOUND', 'ENODATA']);

/** The system's resolver: each query waits at most 3 s and is tried twice. */
export function dnsResolver(): DnsLookup {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  return {
    async txt(name) {
      try {
        return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
      } catch (error) {
        if (NONE.has((error as NodeJS.ErrnoException).code ?? '')) return null;
        throw new DnsLookupFailed(`TXT ${name}: ${(error as Error).message}`);
      }
    },
  };
}
