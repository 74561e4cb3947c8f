import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { skipTake } from '../shared/pagination.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { containsText } from '../db/search.ts';
import {
  USER_MESSAGES,
  type TCreateUserInput,
  type TUpdateUserInput,
  type TUserListInput,
  type TUserPage,
  type TUserRow,
  type TUserStatus,
} from './schema.ts';
import { msg } from '../shared/messages.ts';

const CATEGORY = 'user_roles_management';

const rowSelect = {
  id: true,
  name: true,
  username: true,
  email: true,
  isMasterAdmin: true,
  roleId: true,
  role: { select: { name: true } },
  status: true,
  startsOn: true,
  expiresOn: true,
  lastLoginAt: true,
  lastLoginIp: true,
  createdAt: true,
} as const;

type RowData = { role: { name: string } | null; status: string } & Omit<TUserRow, 'roleName' | 'status'>;

const toRow = ({ role, status, ...user }: RowData): TUserRow => ({
  ...user,
  roleName: role?.name ?? null,
  status: status === 'inactive' ? 'inactive' : 'active',
});

const loginTaken = () => new AppError('USER.LOGIN_ID_TAKEN', USER_MESSAGES.loginIdTaken, 'conflict', 'username');
const emailTaken = () => new AppError('USER.EMAIL_TAKEN', USER_MESSAGES.emailTaken, 'conflict', 'email');

async function assertRoleExists(ctx: Ctx, roleId: string): Promise<void> {
  const role = await ctx.db.role.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: roleId } }, select: { id: true } });
  if (!role) throw new AppError('USER.ROLE_REQUIRED', USER_MESSAGES.roleRequired, 'not_found', 'roleId');
}

async function assertEmailFree(ctx: Ctx, emailKey: string, exceptUserId?: string): Promise<void> {
  const other = await ctx.db.user.findUnique({ where: { merchantId_emailKey: { merchantId: ctx.merchantId, emailKey } }, select: { id: true } });
  if (other && other.id !== exceptUserId) throw emailTaken();
}

async function assertLoginFree(ctx: Ctx, username: string, exceptUserId?: string): Promise<void> {
  const other = await ctx.db.loginName.findUnique({ where: { username: username.toLowerCase() } });
  if (other && !(other.merchantId === ctx.merchantId && other.userId === exceptUserId)) throw loginTaken();
}

async function findSubUser(ctx: Ctx, id: string) {
  const user = await ctx.db.user.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: rowSelect });
  if (!user) throw notFound('user');
  return user;
}

/** A unique index can still refuse a value taken by a concurrent request after our checks. */
function mapUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error)) {
    const target = String((error as { meta?: { target?: unknown } }).meta?.target ?? '');
    throw /email/i.test(target) ? emailTaken() : loginTaken();
  }
  throw error;
}

export async function listUsers(ctx: Ctx, input: TUserListInput): Promise<TUserPage> {
  const where = {
    merchantId: ctx.merchantId,
    isMasterAdmin: false,
    ...(input.status && { status: input.status }),
    ...(input.roleId && { roleId: input.roleId }),
    ...(input.search && {
      OR: [{ name: containsText(ctx.engine, input.search) }, { username: containsText(ctx.engine, input.search) }, { email: containsText(ctx.engine, input.search) }],
    }),
  };
  const [rows, total, merchant, used] = await Promise.all([
    ctx.db.user.findMany({ where, select: rowSelect, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...skipTake(input) }),
    ctx.db.user.count({ where }),
    ctx.db.merchant.findUniqueOrThrow({ where: { id: ctx.merchantId }, select: { accountLimit: true } }),
    ctx.db.user.count({ where: { merchantId: ctx.merchantId, isMasterAdmin: false } }),
  ]);
  return { items: rows.map(toRow), total, page: input.page, pageSize: input.pageSize, accountLimit: merchant.accountLimit, accountUsed: used };
}

/** Any user of the merchant, the master admin included (its logs are 'Master Admin Logs'). */
export async function getUser(ctx: Ctx, id: string): Promise<TUserRow> {
  return toRow(await findSubUser(ctx, id));
}

/** Every refusal a new sub-user can meet, cheapest first. */
async function assertCreatable(ctx: Ctx, input: TCreateUserInput): Promise<void> {
  const merchant = await ctx.db.merchant.findUniqueOrThrow({ where: { id: ctx.merchantId }, select: { accountLimit: true } });
  const used = await ctx.db.user.count({ where: { merchantId: ctx.merchantId, isMasterAdmin: false } });
  if (used >= merchant.accountLimit) throw new AppError('USER.ACCOUNT_FULL', USER_MESSAGES.accountFull, 'conflict');
  await assertRoleExists(ctx, input.roleId);
  await assertLoginFree(ctx, input.username);
  await assertEmailFree(ctx, input.email.toLowerCase());
}

export async function createUser(ctx: Ctx, input: TCreateUserInput): Promise<TUserRow> {
  // Refuse before spending a password hash; checked again inside the transaction.
  await assertCreatable(ctx, input);
  const passwordHash = await hashPassword(input.password);
  return audited(
    ctx,
    (user: TUserRow) => ({ action: msg('log.users.userCreated', { name: user.username }), category: CATEGORY }),
    async (tx) => {
      await assertCreatable(tx, input);
      try {
        const user = await tx.db.user.create({
          data: {
            merchantId: tx.merchantId,
            name: input.name,
            username: input.username,
            email: input.email,
            emailKey: input.email.toLowerCase(),
            passwordHash,
            roleId: input.roleId,
            status: input.status,
            startsOn: input.startsOn,
            expiresOn: input.expiresOn,
          },
          select: rowSelect,
        });
        await tx.db.loginName.create({ data: { username: input.username.toLowerCase(), merchantId: tx.merchantId, userId: user.id } });
        return toRow(user);
      } catch (error) {
        mapUniqueViolation(error);
      }
    },
  );
}

export async function updateUser(ctx: Ctx, input: TUpdateUserInput): Promise<TUserRow> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return audited(ctx, { action: msg('log.users.userUpdated', { name: input.username }), category: CATEGORY }, async (tx) => {
    const existing = await findSubUser(tx, input.id);
    if (existing.isMasterAdmin) throw new AppError('USER.MASTER_ADMIN', USER_MESSAGES.masterAdmin, 'forbidden');
    await assertRoleExists(tx, input.roleId);
    await assertLoginFree(tx, input.username, input.id);
    await assertEmailFree(tx, input.email.toLowerCase(), input.id);
    try {
      if (existing.username.toLowerCase() !== input.username.toLowerCase()) {
        await tx.db.loginName.delete({ where: { username: existing.username.toLowerCase() } });
        await tx.db.loginName.create({ data: { username: input.username.toLowerCase(), merchantId: tx.merchantId, userId: input.id } });
      }
      const user = await tx.db.user.update({
        where: { merchantId_id: { merchantId: tx.merchantId, id: input.id } },
        data: {
          name: input.name,
          username: input.username,
          email: input.email,
          emailKey: input.email.toLowerCase(),
          roleId: input.roleId,
          status: input.status,
          startsOn: input.startsOn,
          expiresOn: input.expiresOn,
          ...(passwordHash && { passwordHash }),
        },
        select: rowSelect,
      });
      // Inactive users and new passwords end existing sessions at once.
      if (input.status === 'inactive' || passwordHash) await revokeUserSessions(tx.db, tx.merchantId, input.id, tx.now());
      return toRow(user);
    } catch (error) {
      mapUniqueViolation(error);
    }
  });
}

/** Activating or deactivating; deactivation signs the user out everywhere at once. */
export async function setUserStatus(ctx: Ctx, id: string, status: TUserStatus): Promise<TUserRow> {
  return audited(
    ctx,
    (user: TUserRow) => ({ action: msg(status === 'active' ? 'log.users.userActivated' : 'log.users.userDeactivated', { name: user.username }), category: CATEGORY }),
    async (tx) => {
      const existing = await findSubUser(tx, id);
      if (existing.isMasterAdmin) throw new AppError('USER.MASTER_ADMIN', USER_MESSAGES.masterAdmin, 'forbidden');
      const user = await tx.db.user.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: { status }, select: rowSelect });
      if (status === 'inactive') await revokeUserSessions(tx.db, tx.merchantId, id, tx.now());
      return toRow(user);
    },
  );
}

export async function deleteUser(ctx: Ctx, id: string): Promise<void> {
  const existing = await findSubUser(ctx, id);
  await audited(ctx, { action: msg('log.users.userDeleted', { name: existing.username }), category: CATEGORY }, async (tx) => {
    if (existing.isMasterAdmin) throw new AppError('USER.MASTER_ADMIN', USER_MESSAGES.masterAdmin, 'forbidden');
    await tx.db.user.delete({ where: { merchantId_id: { merchantId: tx.merchantId, id } } });
  });
}
