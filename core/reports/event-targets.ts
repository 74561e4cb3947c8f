import type { StorefrontCtx } from '../checkout/context.ts';
import type { BulkRow } from '../db/bulk-write.ts';
import { newId } from '../db/ids.ts';
import type { AppError } from '../shared/errors.ts';
import { notFoundMessage } from '../shared/errors.ts';
import type { TSiteEvent } from './event-schema.ts';

/** The refusal of one event of a batch, naming its field (events.3.slotId). */
export type EventRefusal = (index: number, name: string, message: string) => AppError;

type Registration = Extract<TSiteEvent, { kind: 'affiliate_registration' }>;

/** The showcase slots the events name must be the merchant's: one look-up for the whole batch. */
export async function checkSlots(ctx: StorefrontCtx, events: readonly TSiteEvent[], refuse: EventRefusal): Promise<void> {
  const named = events.flatMap((e, i) => ('slotId' in e ? [[i, e.slotId] as const] : []));
  if (named.length === 0) return;
  const found = await ctx.db.showcaseSlot.findMany({ where: { merchantId: ctx.merchantId, id: { in: [...new Set(named.map(([, id]) => id))] } }, select: { id: true } });
  const known = new Set(found.map((s) => s.id));
  const missing = named.find(([, id]) => !known.has(id));
  if (missing) throw refuse(missing[0], 'slotId', notFoundMessage('showcaseSlot'));
}

/** The merchant's affiliate event of each code the events name (one look-up); an unknown code refuses the batch. */
export async function affiliateEventsByCode(ctx: StorefrontCtx, events: readonly TSiteEvent[], refuse: EventRefusal): Promise<Map<string, string>> {
  const named = events.flatMap((e, i) => ('code' in e ? [[i, e.code] as const] : []));
  if (named.length === 0) return new Map();
  const found = await ctx.db.affiliateEvent.findMany({ where: { merchantId: ctx.merchantId, code: { in: [...new Set(named.map(([, code]) => code))] } }, select: { id: true, code: true } });
  const ids = new Map(found.map((e) => [e.code, e.id]));
  const missing = named.find(([, code]) => !ids.has(code));
  if (missing) throw refuse(missing[0], 'code', notFoundMessage('affiliateEvent'));
  return ids;
}

/** What an event adds to its SiteEvent row: the slot, or the affiliate event and source. */
export function targetColumns(e: TSiteEvent, affiliates: ReadonlyMap<string, string>) {
  return {
    slotId: 'slotId' in e ? e.slotId : null,
    affiliateId: 'code' in e ? affiliates.get(e.code)! : null,
    affiliateSource: 'code' in e ? e.source : '',
  };
}

/** An affiliate registration's row of the registered lists. */
export function registrationRow(ctx: StorefrontCtx, e: Registration, eventId: string, at: Date): BulkRow {
  return { merchantId: ctx.merchantId, id: newId(), eventId, name: e.name, email: e.email, contact: e.contact, company: e.company, source: e.source, createdAt: at };
}
