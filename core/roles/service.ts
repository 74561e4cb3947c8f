import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { isModuleKey, type PermissionMap } from '../permissions/modules.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { ROLE_MESSAGES, type TDeleteRoleInput, type TRoleInput, type TRoleRow, type TUpdateRoleInput } from './schema.ts';
import { msg } from '../shared/messages.ts';

const CATEGORY = 'user_roles_management';

const rowSelect = {
  id: true,
  name: true,
  description: true,
  createdAt: true,
  updatedAt: true,
  permissions: { select: { module: true, level: true } },
  users: { select: { id: true, name: true, username: true }, orderBy: { name: 'asc' } },
} as const;

type RoleData = {
  permissions: { module: string; level: string }[];
  users: { id: string; name: string; username: string }[];
} & Pick<TRoleRow, 'id' | 'name' | 'description' | 'createdAt' | 'updatedAt'>;

function toRow({ permissions, users, ...role }: RoleData): TRoleRow {
  const map: PermissionMap = {};
  for (const { module, level } of permissions) if (isModuleKey(module) && (level === 'view' || level === 'edit')) map[module] = level;
  return { ...role, permissions: map, users, userCount: users.length };
}

const nameTaken = () => new AppError('ROLE.NAME_TAKEN', ROLE_MESSAGES.nameTaken, 'conflict', 'name');

async function findRole(ctx: Ctx, id: string) {
  const role = await ctx.db.role.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: rowSelect });
  if (!role) throw notFound('role');
  return role;
}

/** Modules outside the merchant's plan cannot be granted ('Module Inactive'). */
async function assertModulesActive(ctx: Ctx, permissions: PermissionMap): Promise<void> {
  const inactive = await ctx.db.inactiveModule.findMany({ where: { merchantId: ctx.merchantId }, select: { module: true } });
  const hit = inactive.find(({ module }) => module in permissions);
  if (hit) throw new AppError('ROLE.MODULE_INACTIVE', ROLE_MESSAGES.moduleInactive, 'invalid', `permissions.${hit.module}`);
}

async function writePermissions(ctx: Ctx, roleId: string, permissions: PermissionMap): Promise<void> {
  await ctx.db.rolePermission.deleteMany({ where: { merchantId: ctx.merchantId, roleId } });
  await ctx.db.rolePermission.createMany({
    data: Object.entries(permissions).map(([module, level]) => ({ merchantId: ctx.merchantId, roleId, module, level })),
  });
}

export async function listRoles(ctx: Ctx): Promise<TRoleRow[]> {
  const roles = await ctx.db.role.findMany({ where: { merchantId: ctx.merchantId }, select: rowSelect, orderBy: { name: 'asc' } });
  return roles.map(toRow);
}

export async function getRole(ctx: Ctx, id: string): Promise<TRoleRow> {
  return toRow(await findRole(ctx, id));
}

export function createRole(ctx: Ctx, input: TRoleInput): Promise<TRoleRow> {
  return audited(ctx, { action: msg('log.users.roleCreated', { name: input.name }), category: CATEGORY }, async (tx) => {
    await assertModulesActive(tx, input.permissions);
    try {
      const role = await tx.db.role.create({
        data: { merchantId: tx.merchantId, name: input.name, description: input.description },
        select: { id: true },
      });
      await writePermissions(tx, role.id, input.permissions);
      return getRole(tx, role.id);
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  });
}

export function updateRole(ctx: Ctx, input: TUpdateRoleInput): Promise<TRoleRow> {
  return audited(ctx, { action: msg('log.users.roleUpdated', { name: input.name }), category: CATEGORY }, async (tx) => {
    await findRole(tx, input.id);
    await assertModulesActive(tx, input.permissions);
    try {
      await tx.db.role.update({
        where: { merchantId_id: { merchantId: tx.merchantId, id: input.id } },
        data: { name: input.name, description: input.description },
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
    await writePermissions(tx, input.id, input.permissions);
    return getRole(tx, input.id);
  });
}

/** Deletes a role after moving its users to another role, or to no role (no permission). */
export async function deleteRole(ctx: Ctx, input: TDeleteRoleInput): Promise<void> {
  const role = await findRole(ctx, input.id);
  await audited(ctx, { action: msg('log.users.roleDeleted', { name: role.name }), category: CATEGORY }, async (tx) => {
    if (input.moveUsersTo !== null) {
      const target = input.moveUsersTo === input.id ? null : await tx.db.role.findUnique({
        where: { merchantId_id: { merchantId: tx.merchantId, id: input.moveUsersTo } },
        select: { id: true },
      });
      if (!target) throw new AppError('ROLE.MOVE_TARGET_INVALID', ROLE_MESSAGES.moveTargetInvalid, 'not_found', 'moveUsersTo');
    }
    await tx.db.user.updateMany({ where: { merchantId: tx.merchantId, roleId: input.id }, data: { roleId: input.moveUsersTo } });
    await tx.db.role.delete({ where: { merchantId_id: { merchantId: tx.merchantId, id: input.id } } });
  });
}
