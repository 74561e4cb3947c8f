import { z } from 'zod';
import { ZDeleteRoleInput, ZRoleIdInput, ZRoleInput, ZRoleRow, ZUpdateRoleInput } from '../../core/roles/schema.ts';
import { createRole, deleteRole, getRole, listRoles, updateRole } from '../../core/roles/service.ts';
import { adminProcedure, router } from '../trpc.ts';

export const rolesRouter = router({
  list: adminProcedure.output(z.array(ZRoleRow)).query(({ ctx }) => listRoles(ctx.core)),
  get: adminProcedure.input(ZRoleIdInput).output(ZRoleRow).query(({ ctx, input }) => getRole(ctx.core, input.id)),
  create: adminProcedure.input(ZRoleInput).output(ZRoleRow).mutation(({ ctx, input }) => createRole(ctx.core, input)),
  update: adminProcedure.input(ZUpdateRoleInput).output(ZRoleRow).mutation(({ ctx, input }) => updateRole(ctx.core, input)),
  delete: adminProcedure.input(ZDeleteRoleInput).output(z.void()).mutation(({ ctx, input }) => deleteRole(ctx.core, input)),
});
