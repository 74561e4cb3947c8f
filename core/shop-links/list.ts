import { z } from 'zod';
import { ZPageInput } from '../shared/pagination.ts';
import { LINK_STATUS_TABS, type LinkStatusTab } from './constants.ts';

/** A link list's page: a status tab, and a search of the name and custom link. */
export const ZLinkListInput = ZPageInput.extend({
  tab: z.enum(LINK_STATUS_TABS).default('all'),
  search: z.string().trim().max(100).optional(),
});
export type TLinkListInput = z.input<typeof ZLinkListInput>;

export const ZLinkCounts = z.object({ all: z.number().int(), active: z.number().int(), inactive: z.number().int() });

export const ZLinkIdInput = z.object({ id: z.string().min(1).max(64) });
export const ZSetLinkActiveInput = z.object({ id: z.string().min(1).max(64), active: z.boolean() });
export type TSetLinkActiveInput = z.infer<typeof ZSetLinkActiveInput>;

/** The active filter of a tab. */
export const activeOf = (tab: LinkStatusTab) => (tab === 'all' ? {} : { active: tab === 'active' });

/** Tab counts from a groupBy on active. */
export function linkCounts(groups: readonly { active: boolean; _count: { _all: number } }[]): z.infer<typeof ZLinkCounts> {
  const active = groups.find((g) => g.active)?._count._all ?? 0;
  const inactive = groups.find((g) => !g.active)?._count._all ?? 0;
  return { all: active + inactive, active, inactive };
}
