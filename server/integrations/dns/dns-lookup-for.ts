import type { DnsLookup } from '../../../core/email-protection/dns-lookup.ts';
import type { DnsProviderConfig } from '../../../core/platform/config.ts';
import { dnsResolver } from './dns-resolver.ts';
import { dnsSimulator } from './dns-simulator.ts';

/** The DNS the configuration names. */
export function dnsLookupFor(config: DnsProviderConfig): DnsLookup {
  return config.kind === 'simulator' ? dnsSimulator() : dnsResolver();
}
