import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { skipTake } from '../shared/pagination.ts';
import { periodWhere, type PeriodStatus } from '../shared/promotion-period.ts';
import { ZCampaignListInput, type CampaignTab, type TCampaignListInput, type TCampaignPage } from './schema.ts';
import { ROW_SELECT, toRow } from './store.ts';

const TAB_STATUS: Record<CampaignTab, PeriodStatus> = { ongoing: 'ongoing', upcoming: 'upcoming', expired: 'ended' };

/** The campaigns of one tab (ongoing, upcoming, expired at ctx's now), searched by name, latest start first, with every tab's count. */
export async function listCampaigns(ctx: Ctx, raw: TCampaignListInput): Promise<TCampaignPage> {
  const input = ZCampaignListInput.parse(raw);
  const now = ctx.now();
  const text = input.search && containsText(ctx.engine, input.search);
  const whereOf = (tab: CampaignTab): Prisma.DiscountCampaignWhereInput => ({ merchantId: ctx.merchantId, ...(text && { name: text }), ...periodWhere(TAB_STATUS[tab], now) });
  const [rows, total, ongoing, upcoming, expired] = await Promise.all([
    ctx.db.discountCampaign.findMany({ where: whereOf(input.tab), select: ROW_SELECT, orderBy: [{ startAt: 'desc' }, { id: 'asc' }], ...skipTake(input) }),
    ctx.db.discountCampaign.count({ where: whereOf(input.tab) }),
    ctx.db.discountCampaign.count({ where: whereOf('ongoing') }),
    ctx.db.discountCampaign.count({ where: whereOf('upcoming') }),
    ctx.db.discountCampaign.count({ where: whereOf('expired') }),
  ]);
  return { items: rows.map((row) => toRow(ctx, row)), total, page: input.page, pageSize: input.pageSize, counts: { ongoing, upcoming, expired } };
}
