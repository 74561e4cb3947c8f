import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { skipTake } from '../shared/pagination.ts';
import { periodWhere, type PeriodStatus } from '../shared/promotion-period.ts';
import { ZAddOnDealListInput, type AddOnDealTab, type TAddOnDealListInput, type TAddOnDealPage } from './schema.ts';
import { ROW_SELECT, toRow } from './store.ts';

const TAB_STATUS: Record<AddOnDealTab, PeriodStatus> = { ongoing: 'ongoing', upcoming: 'upcoming', ended: 'ended' };

/** The deals of one tab (ongoing, upcoming, ended at ctx's now), searched by name, latest start first, with every tab's count. */
export async function listAddOnDeals(ctx: Ctx, raw: TAddOnDealListInput): Promise<TAddOnDealPage> {
  const input = ZAddOnDealListInput.parse(raw);
  const now = ctx.now();
  const text = input.search && containsText(ctx.engine, input.search);
  const whereOf = (tab: AddOnDealTab): Prisma.AddOnDealWhereInput => ({ merchantId: ctx.merchantId, ...(text && { name: text }), ...periodWhere(TAB_STATUS[tab], now) });
  const [rows, total, ongoing, upcoming, ended] = await Promise.all([
    ctx.db.addOnDeal.findMany({ where: whereOf(input.tab), select: ROW_SELECT, orderBy: [{ startAt: 'desc' }, { id: 'asc' }], ...skipTake(input) }),
    ctx.db.addOnDeal.count({ where: whereOf(input.tab) }),
    ctx.db.addOnDeal.count({ where: whereOf('ongoing') }),
    ctx.db.addOnDeal.count({ where: whereOf('upcoming') }),
    ctx.db.addOnDeal.count({ where: whereOf('ended') }),
  ]);
  return { items: rows.map((row) => toRow(ctx, row)), total, page: input.page, pageSize: input.pageSize, counts: { ongoing, upcoming, ended } };
}
