import type { DbClient } from '../db/database.ts';
import { ATTRIBUTION_WINDOW_DAYS } from './constants.ts';
import { ZReferralArrival, type TReferralArrival } from './schema.ts';

const DAY_MS = 86_400_000;

/** The active person a visitor's arrival names, as what it brings is credited to them. */
export interface ReferralPersonHit {
  personId: string;
  code: string;
  name: string;
  /** The person's group's commission (0 when in no group). */
  commissionBp: number;
  /** The bound member when the binding is active (rule 6), else null. */
  earningMemberId: string | null;
}

/** Whether the visitor landed within the attribution window before now (an arrival in the future counts for nothing). */
export function withinWindow(arrivedAt: Date, now: Date): boolean {
  const age = now.getTime() - arrivedAt.getTime();
  return age >= 0 && age <= ATTRIBUTION_WINDOW_DAYS * DAY_MS;
}

/**
 * The persons credited with each of a batch's arrivals (by index), in one look-up: only an active
 * person's code, arrived within the window. Anything else is silently left out: the order,
 * enquiry or click it came with is taken all the same, just credited to nobody.
 */
export async function attributeArrivals(
  ctx: { db: DbClient; merchantId: string },
  arrivals: readonly (TReferralArrival | null | undefined)[],
  now: Date,
): Promise<(ReferralPersonHit | null)[]> {
  const parsed = arrivals.map((a) => {
    const arrival = a ? ZReferralArrival.safeParse(a) : null;
    return arrival?.success && withinWindow(new Date(arrival.data.arrivedAt), now) ? arrival.data.code : null;
  });
  const codes = [...new Set(parsed.filter((c): c is string => c !== null))];
  if (codes.length === 0) return parsed.map(() => null);
  const persons = await ctx.db.referralPerson.findMany({
    where: { merchantId: ctx.merchantId, customName: { in: codes }, active: true },
    select: { id: true, customName: true, name: true, memberId: true, bindingActive: true, group: { select: { commissionBp: true } } },
  });
  const byCode = new Map<string, ReferralPersonHit>(
    persons.map((p) => [
      p.customName,
      { personId: p.id, code: p.customName, name: p.name, commissionBp: p.group?.commissionBp ?? 0, earningMemberId: p.bindingActive ? p.memberId : null },
    ]),
  );
  return parsed.map((code) => (code === null ? null : (byCode.get(code) ?? null)));
}

/** One arrival's person, or null (checkout). */
export async function attributeArrival(ctx: { db: DbClient; merchantId: string }, arrival: TReferralArrival | null | undefined, now: Date): Promise<ReferralPersonHit | null> {
  if (!arrival) return null;
  const [hit] = await attributeArrivals(ctx, [arrival], now);
  return hit ?? null;
}
