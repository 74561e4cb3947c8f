import type { Finding } from './constants.ts';
import type { TProtectionCheck } from './schema.ts';

type Check = TProtectionCheck;
type Found = { name: string; value: string };

const startsWithTag = (value: string, tag: string) => new RegExp(`^${tag}(\\s|;|$)`, 'i').test(value.trim());

const check = (status: Check['status'], findings: Finding[], records: Found[]): Check => ({ status, findings, records });

/** DMARC's and DKIM's "k=v; k=v" tags, keys in lower case. */
export function tagsOf(value: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const part of value.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) tags.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  return tags;
}

/**
 * SPF (RFC 7208) at the domain: one v=spf1 record, ending in -all (anyone else refused). ~all and
 * ?all let other servers' mail through marked or unmarked; +all lets anyone send as the domain;
 * two records are an error receivers treat as none.
 */
export function readSpf(name: string, records: string[]): Check {
  const spf = records.filter((r) => startsWithTag(r, 'v=spf1')).map((value) => ({ name, value }));
  if (spf.length === 0) return check('missing', ['spfMissing'], []);
  if (spf.length > 1) return check('error', ['spfMultiple'], spf);
  const terms = spf[0]!.value.trim().split(/\s+/);
  const all = terms.map((t) => /^([+\-~?]?)all$/i.exec(t)).find(Boolean);
  if (!all) return terms.some((t) => /^redirect=/i.test(t)) ? check('ok', ['spfOk'], spf) : check('warning', ['spfNoAll'], spf);
  const qualifier = all[1] || '+';
  if (qualifier === '-') return check('ok', ['spfOk'], spf);
  if (qualifier === '~') return check('warning', ['spfSoftFail'], spf);
  if (qualifier === '?') return check('warning', ['spfNeutral'], spf);
  return check('error', ['spfPassAll'], spf);
}

/**
 * DMARC (RFC 7489) at _dmarc.domain: one v=DMARC1 record whose policy (p=) is quarantine or
 * reject; p=none only watches. Without rua= nobody receives the reports of who sends as the domain.
 */
export function readDmarc(name: string, records: string[]): Check {
  const dmarc = records.filter((r) => startsWithTag(r, 'v=DMARC1')).map((value) => ({ name, value }));
  if (dmarc.length === 0) return check('missing', ['dmarcMissing'], []);
  if (dmarc.length > 1) return check('error', ['dmarcMultiple'], dmarc);
  const tags = tagsOf(dmarc[0]!.value);
  const reports: Finding[] = tags.get('rua') ? [] : ['dmarcNoReports'];
  const policy = tags.get('p')?.toLowerCase();
  if (policy === 'quarantine' || policy === 'reject') return check('ok', ['dmarcOk', ...reports], dmarc);
  if (policy === 'none') return check('warning', ['dmarcNone', ...reports], dmarc);
  return check('error', ['dmarcNoPolicy', ...reports], dmarc);
}

/**
 * DKIM (RFC 6376) keys found under the selectors looked up (name -> its records). A record with
 * an empty p= is a revoked key. Finding none says only that no common selector has one.
 */
export function readDkim(found: Found[]): Check {
  const keys = found.filter((r) => startsWithTag(r.value, 'v=DKIM1') || tagsOf(r.value).has('p'));
  if (keys.length === 0) return check('warning', ['dkimNotFound'], []);
  if (keys.some((r) => tagsOf(r.value).get('p'))) return check('ok', ['dkimFound'], keys);
  return check('warning', ['dkimNoKey'], keys);
}

export const lookupFailed = (): Check => check('error', ['lookupFailed'], []);
