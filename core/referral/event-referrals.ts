import type { ReferredEnquiry } from '../loyalty/earn-referral.ts';
import type { TSiteEvent } from '../reports/event-schema.ts';
import type { ReferralPersonHit } from './attribution.ts';
import type { NewReferralRecord } from './record-referrals.ts';

/**
 * What a batch of storefront events brings the referral persons credited with them (hits, by the
 * event's index): an 'inquiry' record per enquiry (and, when the person's member binding is
 * active, the enquiry for rule 6) and a 'whatsapp' record per WhatsApp contact click.
 */
export function eventReferrals(
  events: readonly TSiteEvent[],
  hits: readonly (ReferralPersonHit | null)[],
  at: readonly Date[],
  enquiryIds: ReadonlyMap<number, string>,
): { records: NewReferralRecord[]; earnings: ReferredEnquiry[] } {
  const records: NewReferralRecord[] = [];
  const earnings: ReferredEnquiry[] = [];
  events.forEach((e, i) => {
    const hit = hits[i];
    if (!hit) return;
    if (e.kind === 'enquiry') {
      const enquiryId = enquiryIds.get(i)!;
      records.push({ personId: hit.personId, kind: 'inquiry', refId: enquiryId, at: at[i]! });
      if (hit.earningMemberId) earnings.push({ enquiryId, memberId: hit.earningMemberId, personName: hit.name });
    } else if (e.kind === 'contact' && e.contact === 'whatsapp') {
      records.push({ personId: hit.personId, kind: 'whatsapp', refId: '', at: at[i]! });
    }
  });
  return { records, earnings };
}
