import type { Ctx, BaseCtx } from '../../shared/context.ts';
import { PARCEL_TRACKING_LIMITS as L } from './constants.ts';
import { FINAL_STATUSES, type ParcelEvent, type TrackedParcel } from './port.ts';

/** Events as stored: JSON text, newest first, the latest kept. */
export const eventsText = (events: readonly ParcelEvent[]) => JSON.stringify(events.slice(0, L.eventsKept).map((e) => ({ ...e, at: e.at.toISOString() })));

export function eventsOf(text: string): ParcelEvent[] {
  const value: unknown = JSON.parse(text);
  if (!Array.isArray(value)) return [];
  return (value as { at: string; status: ParcelEvent['status']; content: string; location: string }[]).map((e) => ({ ...e, at: new Date(e.at) }));
}

/** The columns a parcel's state as the service tells it sets. */
export function trackedColumns(tracked: TrackedParcel, now: Date) {
  const latest = tracked.events[0];
  return {
    status: tracked.status,
    latestEvent: latest?.content ?? '',
    latestLocation: latest?.location ?? '',
    latestEventAt: latest?.at ?? null,
    events: eventsText(tracked.events),
    final: FINAL_STATUSES.includes(tracked.status),
    checkedAt: now,
  };
}

/**
 * Writes a parcel's state as the service tells it; says whether its status or latest event
 * changed. A record already final stays as it is (a late, older update changes nothing).
 */
export async function applyTracked(ctx: BaseCtx | Ctx, merchantId: string, id: string, tracked: TrackedParcel): Promise<boolean> {
  const before = await ctx.db.parcelTracking.findUnique({ where: { merchantId_id: { merchantId, id } }, select: { status: true, latestEvent: true, latestEventAt: true, final: true } });
  if (!before) return false;
  const columns = trackedColumns(tracked, ctx.now());
  if (before.final) {
    await ctx.db.parcelTracking.updateMany({ where: { merchantId, id }, data: { checkedAt: columns.checkedAt } });
    return false;
  }
  await ctx.db.parcelTracking.updateMany({ where: { merchantId, id }, data: columns });
  return before.status !== columns.status || before.latestEvent !== columns.latestEvent || before.latestEventAt?.getTime() !== columns.latestEventAt?.getTime();
}
