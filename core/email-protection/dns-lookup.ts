/**
 * The port to the Domain Name System (docs/email-protection.md): the TXT records at a name.
 * Adapters live outside core (server/integrations/dns/): the system resolver, and a simulator
 * with fixed records that needs no network.
 */
export interface DnsLookup {
  /** Each TXT record at name, its strings joined; null when the name has none (or does not exist). Throws DnsLookupFailed when the lookup itself failed. */
  txt(name: string): Promise<string[] | null>;
}

/** No answer could be had (a timeout, a refused or failed server): unlike "no record", nothing is known. */
export class DnsLookupFailed extends Error {}
