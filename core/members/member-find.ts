import { z } from 'zod';
import type { Ctx } from '../shared/context.ts';
import { QUICK_FIND_LIMIT, ZQuickFindInput, type TQuickFindInput } from '../shared/quick-find.ts';
import { searchWhere } from './member-list.ts';

export const ZMemberHit = z.object({ id: z.string(), memberNo: z.number().int(), name: z.string(), email: z.string() });
export type TMemberHit = z.infer<typeof ZMemberHit>;

/** Members for the command palette: what the member list's search matches (number, phone, start of name or e-mail), in name order. */
export async function findMembers(ctx: Ctx, raw: TQuickFindInput): Promise<TMemberHit[]> {
  const { search } = ZQuickFindInput.parse(raw);
  return ctx.db.member.findMany({
    where: { merchantId: ctx.merchantId, ...searchWhere(search) },
    select: { id: true, memberNo: true, name: true, email: true },
    orderBy: [{ nameKey: 'asc' }, { memberNo: 'asc' }],
    take: QUICK_FIND_LIMIT,
  });
}
