import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { localDate } from '../shared/time.ts';
import { ZAddShowcaseSlot, type TAddShowcaseSlot } from './showcase-schema.ts';
import { slotEnd } from './showcase-state.ts';

/**
 * Adds a product showcase slot the operator sold the merchant (cli: merchant showcase-slots add),
 * active from its first day (today when not given) for its months. A product given must be the
 * merchant's; without one the slot waits for the merchant to choose it.
 */
export async function addShowcaseSlot(ctx: Ctx, raw: TAddShowcaseSlot): Promise<{ id: string; startsOn: string; endsOn: string }> {
  const input = ZAddShowcaseSlot.parse(raw);
  const today = localDate(ctx.now(), ctx.timeZone);
  if (input.productId && !(await ctx.db.product.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: input.productId } }, select: { id: true } }))) throw notFound('product');
  const startsOn = input.startsOn ?? today;
  const endsOn = slotEnd(startsOn, input.durationMonths);
  const row = await ctx.db.showcaseSlot.create({
    data: {
      merchantId: ctx.merchantId,
      productId: input.productId ?? null,
      googleCategory: input.googleCategory,
      durationMonths: input.durationMonths,
      state: 'active',
      startsOn,
      endsOn,
      // A slot sold with its product had it set today (or on its first day, if that is past): traffic syncs the day after.
      productSetOn: input.productId ? [today, startsOn].sort()[0]! : null,
      guaranteedViews: input.guaranteedViews,
      guaranteedClicks: input.guaranteedClicks,
      createdAt: ctx.now(),
    },
    select: { id: true },
  });
  return { id: row.id, startsOn, endsOn };
}
