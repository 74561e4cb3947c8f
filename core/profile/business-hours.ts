import type { StorefrontCtx } from '../checkout/context.ts';
import type { DbClient } from '../db/database.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import type { TMyStateCode } from '../shipping/constants.ts';
import { audited } from '../user-logs/audited.ts';
import { holidaysOn } from './holidays.ts';
import { lockProfile } from './profile-lock.ts';
import { minutesOf, WEEKDAY_IDS, type TBusinessHours, type TBusinessHoursInput, type THoursOwner } from './hours-schema.ts';
import { daysAhead, openState, type TOpenState } from './open-now.ts';

const include = { ranges: { select: { dayId: true, opensAt: true, closesAt: true } }, closedDays: { select: { day: true, note: true }, orderBy: { day: 'asc' } } } as const;

type Tenant = { db: DbClient; merchantId: string };

/** A branch named by the caller must be the merchant's own. */
async function assertBranch(ctx: Tenant, branchId: string | null) {
  if (branchId && !(await ctx.db.branch.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: branchId } }, select: { id: true } }))) throw notFound('branch');
}

type SetRow = { branchId: string | null; holidayState: string; ranges: { dayId: number; opensAt: string; closesAt: string }[]; closedDays: { day: string; note: string }[] };

const emptySet = (branchId: string | null): SetRow => ({ branchId, holidayState: '', ranges: [], closedDays: [] });

/** A set of hours as the form and the website read it: the seven weekdays, ranges by opening time. */
function view(row: SetRow): TBusinessHours {
  return {
    branchId: row.branchId,
    holidayState: row.holidayState as TBusinessHours['holidayState'],
    days: WEEKDAY_IDS.map((dayId) => ({
      dayId,
      ranges: row.ranges
        .filter((r) => r.dayId === dayId)
        .sort((a, b) => minutesOf(a.opensAt) - minutesOf(b.opensAt))
        .map(({ opensAt, closesAt }) => ({ opensAt, closesAt })),
    })),
    closedDays: row.closedDays.map(({ day, note }) => ({ day, note })),
  };
}

/** The company's hours (branchId null) or a branch's; a set never saved reads as closed every day. */
export async function getBusinessHours(ctx: Ctx, { branchId }: THoursOwner): Promise<TBusinessHours> {
  await assertBranch(ctx, branchId);
  const row = await ctx.db.businessHourSet.findFirst({ where: { merchantId: ctx.merchantId, branchId }, include });
  return view(row ?? emptySet(branchId));
}

/** Replaces a set of hours whole: its ranges, closed days and holiday state. */
export function saveBusinessHours(ctx: Ctx, input: TBusinessHoursInput): Promise<TBusinessHours> {
  const action = input.branchId ? msg('log.profile.branchHoursSaved') : msg('log.profile.hoursSaved');
  return audited(ctx, { action, category: input.branchId ? 'manage' : 'profile_setting' }, async (tx) => {
    await assertBranch(tx, input.branchId);
    await lockProfile(tx);
    const { merchantId } = tx;
    const found = await tx.db.businessHourSet.findFirst({ where: { merchantId, branchId: input.branchId }, select: { id: true } });
    const set = found
      ? await tx.db.businessHourSet.update({ where: { merchantId_id: { merchantId, id: found.id } }, data: { holidayState: input.holidayState }, select: { id: true } })
      : await tx.db.businessHourSet.create({ data: { merchantId, branchId: input.branchId, holidayState: input.holidayState }, select: { id: true } });
    await tx.db.businessHourRange.deleteMany({ where: { merchantId, setId: set.id } });
    await tx.db.businessClosedDay.deleteMany({ where: { merchantId, setId: set.id } });
    const ranges = input.days.flatMap((d) => d.ranges.map((r) => ({ merchantId, setId: set.id, dayId: d.dayId, opensAt: r.opensAt, closesAt: r.closesAt })));
    if (ranges.length > 0) await tx.db.businessHourRange.createMany({ data: ranges });
    if (input.closedDays.length > 0) await tx.db.businessClosedDay.createMany({ data: input.closedDays.map((c) => ({ merchantId, setId: set.id, day: c.day, note: c.note })) });
    const row = await tx.db.businessHourSet.findUniqueOrThrow({ where: { merchantId_id: { merchantId, id: set.id } }, include });
    return view(row);
  });
}

/**
 * Which of the given calendar days the company (not a branch) is closed on: its closed days with
 * their notes, and the public holidays of its holiday state. The booking system leaves them out.
 */
export async function companyClosedDates(ctx: Tenant, days: readonly string[]): Promise<{ closedDays: Map<string, string>; holidays: Map<string, string> }> {
  const row = await ctx.db.businessHourSet.findFirst({
    where: { merchantId: ctx.merchantId, branchId: null },
    select: { holidayState: true, closedDays: { where: { day: { in: [...days] } }, select: { day: true, note: true } } },
  });
  if (!row) return { closedDays: new Map(), holidays: new Map() };
  return { closedDays: new Map(row.closedDays.map((c) => [c.day, c.note])), holidays: await holidaysOn(row.holidayState as TMyStateCode | '', days) };
}

/** Hours with whether they are open at the store's now, for the website. */
export type TPublicHours = TBusinessHours & { now: TOpenState; holidays: { day: string; name: string }[] };

/**
 * Every set of hours of the merchant (company and branches), each with its open state at now on
 * the merchant's clock, counting closed days and the state's public holidays of the coming week.
 */
export async function publicHoursSets(store: StorefrontCtx): Promise<Map<string | null, TPublicHours>> {
  const rows = await store.db.businessHourSet.findMany({ where: { merchantId: store.merchantId }, include });
  const now = store.now();
  const days = daysAhead(now, store.timeZone);
  const sets = new Map<string | null, TPublicHours>();
  for (const row of rows) {
    const hours = view(row);
    const holidays = await holidaysOn(hours.holidayState as TMyStateCode | '', days);
    const table = { days: hours.days, closedDays: new Set(hours.closedDays.map((c) => c.day)), holidays };
    sets.set(row.branchId, { ...hours, now: openState(table, now, store.timeZone), holidays: [...holidays].map(([day, name]) => ({ day, name })) });
  }
  return sets;
}

/** A set never saved, for the website: closed every day. */
export const noHours = (branchId: string | null): TPublicHours => ({ ...view(emptySet(branchId)), now: { open: false, reason: 'hours', opensAt: null }, holidays: [] });
