import { describe, expect, it } from 'vitest';
import { readDkim, readDmarc, readSpf } from './records.ts';

const spf = (...records: string[]) => {
  const check = readSpf('spf.my', records);
  return [check.status, ...check.findings];
};
const dmarc = (...records: string[]) => {
  const check = readDmarc('_dmarc.dmarc.my', records);
  return [check.status, ...check.findings];
};

describe('the e-mail protection records', () => {
  it('reads SPF: missing, two records, and how other servers are treated', () => {
    expect(spf('google-site-verification=x')).toEqual(['missing', 'spfMissing']);
    expect(spf('v=spf1 a -all', 'v=spf1 mx ~all')).toEqual(['error', 'spfMultiple']);
    expect(spf('v=spf1 include:mail.my -all')).toEqual(['ok', 'spfOk']);
    expect(spf('V=SPF1 include:mail.my ~all')).toEqual(['warning', 'spfSoftFail']);
    expect(spf('v=spf1 ?all')).toEqual(['warning', 'spfNeutral']);
    expect(spf('v=spf1 +all')).toEqual(['error', 'spfPassAll']);
    expect(spf('v=spf1 all')).toEqual(['error', 'spfPassAll']);
    expect(spf('v=spf1 mx')).toEqual(['warning', 'spfNoAll']);
    expect(spf('v=spf1 redirect=_spf.host.my')).toEqual(['ok', 'spfOk']);
    // "v=spf10" is not an SPF record.
    expect(spf('v=spf10 -all')).toEqual(['missing', 'spfMissing']);
    expect(readSpf('spf.my', ['x=1', 'v=spf1 -all']).records).toEqual([{ name: 'spf.my', value: 'v=spf1 -all' }]);
  });

  it('reads DMARC: its policy and whether anyone gets the reports', () => {
    expect(dmarc()).toEqual(['missing', 'dmarcMissing']);
    expect(dmarc('v=DMARC1; p=none')).toEqual(['warning', 'dmarcNone', 'dmarcNoReports']);
    expect(dmarc('v=DMARC1; p=Quarantine; rua=mailto:r@dmarc.my')).toEqual(['ok', 'dmarcOk']);
    expect(dmarc('v=DMARC1;p=reject')).toEqual(['ok', 'dmarcOk', 'dmarcNoReports']);
    expect(dmarc('v=DMARC1; rua=mailto:r@dmarc.my')).toEqual(['error', 'dmarcNoPolicy']);
    expect(dmarc('v=DMARC1; p=reject', 'v=DMARC1; p=none')).toEqual(['error', 'dmarcMultiple']);
  });

  it('reads DKIM keys: found, revoked, none', () => {
    const at = (value: string) => ({ name: 's1._domainkey.dkim.my', value });
    expect(readDkim([at('v=DKIM1; k=rsa; p=MIIB')])).toMatchObject({ status: 'ok', findings: ['dkimFound'] });
    // v= is optional in a DKIM key record.
    expect(readDkim([at('k=rsa; p=MIIB')]).status).toBe('ok');
    expect(readDkim([at('v=DKIM1; p=')])).toMatchObject({ status: 'warning', findings: ['dkimNoKey'] });
    expect(readDkim([at('some other text')])).toMatchObject({ status: 'warning', findings: ['dkimNotFound'], records: [] });
  });
});
