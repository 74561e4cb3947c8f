import { z } from 'zod';
import { ZCreateUserInput, ZSetUserStatusInput, ZUpdateUserInput, ZUserIdInput, ZUserListInput, ZUserPage, ZUserRow } from '../../core/users/schema.ts';
import { createUser, deleteUser, getUser, listUsers, setUserStatus, updateUser } from '../../core/users/service.ts';
import { adminProcedure, router } from '../trpc.ts';

// Users and roles are master-admin only: the spec's admin-only route list wins over the
// user_roles_management module key (see docs/architecture.md).
export const usersRouter = router({
  list: adminProcedure.input(ZUserListInput).output(ZUserPage).query(({ ctx, input }) => listUsers(ctx.core, input)),
  get: adminProcedure.input(ZUserIdInput).output(ZUserRow).query(({ ctx, input }) => getUser(ctx.core, input.id)),
  create: adminProcedure.input(ZCreateUserInput).output(ZUserRow).mutation(({ ctx, input }) => createUser(ctx.core, input)),
  update: adminProcedure.input(ZUpdateUserInput).output(ZUserRow).mutation(({ ctx, input }) => updateUser(ctx.core, input)),
  setStatus: adminProcedure.input(ZSetUserStatusInput).output(ZUserRow).mutation(({ ctx, input }) => setUserStatus(ctx.core, input.id, input.status)),
  delete: adminProcedure.input(ZUserIdInput).output(z.void()).mutation(({ ctx, input }) => deleteUser(ctx.core, input.id)),
});
