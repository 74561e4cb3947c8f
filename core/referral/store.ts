import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { linkBase } from '../shop-links/link-url.ts';
import { bpToPercent } from './groups.ts';
import type { PersonKind } from './constants.ts';
import type { TReferralPerson } from './schema.ts';

export const personSelect = {
  id: true,
  name: true,
  customName: true,
  contact: true,
  email: true,
  kind: true,
  active: true,
  memberId: true,
  bindingActive: true,
  createdAt: true,
  updatedAt: true,
  group: { select: { id: true, name: true, commissionBp: true } },
} as const;
export type PersonRow = Prisma.ReferralPersonGetPayload<{ select: typeof personSelect }>;

/** Rows to the screen's shape, with their bound members' names (one query for the lot). */
export async function personsOf(ctx: Ctx, rows: readonly PersonRow[]): Promise<TReferralPerson[]> {
  const memberIds = rows.flatMap((r) => (r.memberId ? [r.memberId] : []));
  const members = memberIds.length
    ? await ctx.db.member.findMany({ where: { merchantId: ctx.merchantId, id: { in: memberIds } }, select: { id: true, name: true, email: true } })
    : [];
  const byId = new Map(members.map((m) => [m.id, m]));
  const base = await linkBase(ctx.db, ctx.merchantId);
  return rows.map(({ group, memberId, bindingActive, kind, ...row }) => {
    const member = memberId ? byId.get(memberId) : undefined;
    return {
      ...row,
      url: `${base}/${row.customName}`,
      kind: kind as PersonKind,
      group: group && { id: group.id, name: group.name, commissionPercent: bpToPercent(group.commissionBp) },
      member: member ? { ...member, active: bindingActive } : null,
    };
  });
}

export async function loadPerson(ctx: Ctx, id: string): Promise<TReferralPerson> {
  const row = await ctx.db.referralPerson.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: personSelect });
  if (!row) throw notFound('referralPerson');
  const [person] = await personsOf(ctx, [row]);
  return person!;
}
