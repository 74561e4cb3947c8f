import type { BulkRow } from '../db/bulk-write.ts';
import { newId } from '../db/ids.ts';
import type { TSiteEvent } from './event-schema.ts';
import { targetColumns } from './event-targets.ts';

/** What the recorder works out for an event before it is written: its calendar day and hour, address, source and device. */
export interface EventFacts {
  merchantId: string;
  at: Date;
  day: string;
  hour: number;
  ip: string;
  /** The visit's source by its referrer (direct for anything but a landing page view). */
  visit: { source: string; host: string };
  device: string;
}

/** The SiteEvent row of an event, as recordEvents writes it (and the reports benchmark loads it). */
export function siteEventRow(e: TSiteEvent, facts: EventFacts, affiliates: ReadonlyMap<string, string>): BulkRow {
  const landing = e.kind === 'page_view' && e.landing;
  return {
    merchantId: facts.merchantId,
    id: newId(),
    at: facts.at,
    day: facts.day,
    hour: facts.hour,
    kind: e.kind,
    channel: e.channel,
    ip: facts.ip,
    page: e.page,
    landing,
    referrer: landing ? e.referrer : '',
    source: facts.visit.source,
    sourceHost: facts.visit.host,
    device: facts.device,
    productId: 'productId' in e ? (e.productId ?? null) : null,
    term: e.kind === 'search' ? e.term.toLowerCase() : '',
    contact: e.kind === 'contact' ? e.contact : '',
    referralCode: e.referralCode,
    salesPersonId: e.salesPersonId ?? null,
    ...targetColumns(e, affiliates),
  };
}

/** The Enquiry row of an enquiry event: the record of the enquiry lists. */
export function enquiryRow(e: Extract<TSiteEvent, { kind: 'enquiry' }>, facts: Pick<EventFacts, 'merchantId' | 'at' | 'ip'>): BulkRow {
  return {
    merchantId: facts.merchantId,
    id: newId(),
    channel: e.channel,
    name: e.name,
    email: e.email,
    phone: e.phone,
    subject: e.subject,
    message: e.message,
    fields: JSON.stringify(e.fields),
    productId: e.productId ?? null,
    page: e.page,
    ip: facts.ip,
    referralCode: e.referralCode,
    salesPersonId: e.salesPersonId ?? null,
    createdAt: facts.at,
    readAt: null,
  };
}
