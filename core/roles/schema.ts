import { z } from 'zod';
import { ZPermissionMap } from '../auth/schema.ts';
import { msg } from '../shared/messages.ts';

export const ROLE_MESSAGES = {
  nameRequired: msg('roles.nameRequired'),
  moduleRequired: msg('roles.moduleRequired'),
  nameTaken: msg('roles.nameTaken'),
  moduleInactive: msg('roles.moduleInactive'),
  moveTargetInvalid: msg('roles.moveTargetInvalid'),
} as const;

/** What users of a deleted role become when no other role is chosen. */
export const NO_ROLE_LABEL = 'No Role (Without Permission)';

export const ZRoleInput = z.object({
  name: z.string({ error: ROLE_MESSAGES.nameRequired }).trim().min(1, ROLE_MESSAGES.nameRequired).max(100),
  description: z.string().trim().max(255).optional().default(''),
  permissions: ZPermissionMap.refine((map) => Object.keys(map).length > 0, ROLE_MESSAGES.moduleRequired),
});
export type TRoleInput = z.infer<typeof ZRoleInput>;

export const ZUpdateRoleInput = ZRoleInput.extend({ id: z.string().min(1) });
export type TUpdateRoleInput = z.infer<typeof ZUpdateRoleInput>;

/** Deleting a role: its users move to moveUsersTo, or to no role when it is null. */
export const ZDeleteRoleInput = z.object({ id: z.string().min(1), moveUsersTo: z.string().min(1).nullable() });
export type TDeleteRoleInput = z.infer<typeof ZDeleteRoleInput>;

export const ZRoleRow = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  permissions: ZPermissionMap,
  userCount: z.number().int(),
  users: z.array(z.object({ id: z.string(), name: z.string(), username: z.string() })),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TRoleRow = z.infer<typeof ZRoleRow>;

export const ZRoleIdInput = z.object({ id: z.string().min(1) });
