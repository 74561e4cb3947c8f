import type { Ctx } from '../shared/context.ts';
import { MODULE_KEYS } from '../permissions/modules.ts';
import type { THomeSummary } from './schema.ts';

const RECENT_ACTIVITY = 8;

/** The dashboard: who is signed in, what they may use, their latest actions, and for the master admin the account at a glance. */
export async function homeSummary(ctx: Ctx): Promise<THomeSummary> {
  const { merchantId, userId } = ctx;
  const [merchant, user, recent] = await Promise.all([
    ctx.db.merchant.findUniqueOrThrow({
      where: { id: merchantId },
      select: { name: true, accountLimit: true, inactiveModules: { select: { module: true } } },
    }),
    ctx.db.user.findUniqueOrThrow({ where: { merchantId_id: { merchantId, id: userId } }, select: { name: true, twoFactorEnabled: true } }),
    ctx.db.userLog.findMany({
      where: { merchantId, userId },
      orderBy: [{ at: 'desc' }, { id: 'desc' }],
      take: RECENT_ACTIVITY,
      select: { at: true, action: true, category: true },
    }),
  ]);
  const access = MODULE_KEYS.flatMap((module) => {
    const level = ctx.permissions[module];
    return level ? [{ module, level }] : [];
  });
  let admin: THomeSummary['admin'] = null;
  if (ctx.isMasterAdmin) {
    const now = ctx.now();
    const [subUsers, roles, activeSessions, unpaidInvoices] = await Promise.all([
      ctx.db.user.count({ where: { merchantId, isMasterAdmin: false } }),
      ctx.db.role.count({ where: { merchantId } }),
      ctx.db.session.count({ where: { merchantId, revokedAt: null, expiresAt: { gt: now } } }),
      ctx.db.serviceInvoice.count({ where: { merchantId, paidAt: null } }),
    ]);
    admin = { subUsers, accountLimit: merchant.accountLimit, roles, activeSessions, twoFactorEnabled: user.twoFactorEnabled, unpaidInvoices };
  }
  return {
    merchantName: merchant.name,
    userName: user.name,
    isMasterAdmin: ctx.isMasterAdmin,
    access,
    inactiveModules: merchant.inactiveModules.map((m) => m.module),
    recentActivity: recent,
    admin,
  };
}
