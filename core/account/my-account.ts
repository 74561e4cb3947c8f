import type { Ctx } from '../shared/context.ts';
import { MODULE_KEYS } from '../permissions/modules.ts';
import type { TMyAccount } from './my-account-schema.ts';

const RECENT_ACTIVITY = 8;

/** The signed-in user's own account: who they are, the modules their role opens, the plan's inactive modules, their latest actions. */
export async function myAccount(ctx: Ctx): Promise<TMyAccount> {
  const { merchantId, userId } = ctx;
  const [merchant, user, recent] = await Promise.all([
    ctx.db.merchant.findUniqueOrThrow({ where: { id: merchantId }, select: { name: true, inactiveModules: { select: { module: true } } } }),
    ctx.db.user.findUniqueOrThrow({
      where: { merchantId_id: { merchantId, id: userId } },
      select: { name: true, username: true, email: true, role: { select: { name: true } } },
    }),
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
  return {
    merchantName: merchant.name,
    name: user.name,
    username: user.username,
    email: user.email,
    roleName: user.role?.name ?? null,
    isMasterAdmin: ctx.isMasterAdmin,
    access,
    inactiveModules: merchant.inactiveModules.map((m) => m.module),
    recentActivity: recent,
  };
}
