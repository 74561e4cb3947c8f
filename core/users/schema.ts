import { z } from 'zod';
import { PASSWORD_MESSAGES, ZNewPassword, confirmMatches } from '../auth/password-rules.ts';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { ZLocalDate } from '../shared/time.ts';
import { msg } from '../shared/messages.ts';

export const LOGIN_ID_MIN_LENGTH = 3;

export const USER_MESSAGES = {
  nameRequired: msg('users.nameRequired'),
  loginIdRequired: msg('users.loginIdRequired'),
  loginIdMinLength: msg('users.loginIdMinLength'),
  loginIdCharacters: msg('users.loginIdCharacters'),
  loginIdTaken: msg('users.loginIdTaken'),
  emailRequired: msg('users.emailRequired'),
  emailInvalid: msg('users.emailInvalid'),
  emailTaken: msg('users.emailTaken'),
  roleRequired: msg('users.roleRequired'),
  statusRequired: msg('users.statusRequired'),
  datesOrder: msg('users.datesOrder'),
  accountFull: msg('users.accountFull'),
  masterAdmin: msg('users.masterAdmin'),
} as const;

export const USER_STATUSES = ['active', 'inactive'] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];

const ZName = z.string({ error: USER_MESSAGES.nameRequired }).trim().min(1, USER_MESSAGES.nameRequired).max(100);

export const ZLoginId = z
  .string({ error: USER_MESSAGES.loginIdRequired })
  .trim()
  .min(1, USER_MESSAGES.loginIdRequired)
  .max(50)
  .superRefine((value, ctx) => {
    if (value.length === 0) return;
    if (!/^[A-Za-z0-9]+$/.test(value)) ctx.addIssue({ code: 'custom', message: USER_MESSAGES.loginIdCharacters });
    else if (value.length < LOGIN_ID_MIN_LENGTH) ctx.addIssue({ code: 'custom', message: USER_MESSAGES.loginIdMinLength });
  });

export const ZEmail = z
  .string({ error: USER_MESSAGES.emailRequired })
  .trim()
  .min(1, USER_MESSAGES.emailRequired)
  .max(254)
  .pipe(z.email(USER_MESSAGES.emailInvalid));

const ZRoleId = z.string({ error: USER_MESSAGES.roleRequired }).min(1, USER_MESSAGES.roleRequired);
const ZStatus = z.enum(USER_STATUSES, { error: USER_MESSAGES.statusRequired });
const ZOptionalDate = z.union([ZLocalDate, z.literal('')]).nullish().transform((v) => v || null);

const userFields = {
  name: ZName,
  username: ZLoginId,
  email: ZEmail,
  roleId: ZRoleId,
  status: ZStatus,
  startsOn: ZOptionalDate,
  expiresOn: ZOptionalDate,
};

const datesInOrder = (value: { startsOn: string | null; expiresOn: string | null }, ctx: z.RefinementCtx) => {
  if (value.startsOn && value.expiresOn && value.expiresOn < value.startsOn) {
    ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: USER_MESSAGES.datesOrder });
  }
};

export const ZCreateUserInput = z
  .object({ ...userFields, password: ZNewPassword, confirmPassword: z.string().max(200).optional() })
  .superRefine(confirmMatches('password', 'confirmPassword', PASSWORD_MESSAGES.mismatch))
  .superRefine(datesInOrder);
export type TCreateUserInput = z.infer<typeof ZCreateUserInput>;

/** Editing: the password changes only when a new one is typed. */
export const ZUpdateUserInput = z
  .object({
    id: z.string().min(1),
    ...userFields,
    password: z.union([ZNewPassword, z.literal('')]).optional(),
    confirmPassword: z.string().max(200).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password) confirmMatches('password', 'confirmPassword', PASSWORD_MESSAGES.mismatch)(value, ctx);
  })
  .superRefine(datesInOrder);
export type TUpdateUserInput = z.infer<typeof ZUpdateUserInput>;

export const ZUserListInput = ZPageInput.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(USER_STATUSES).optional(),
  roleId: z.string().optional(),
});
export type TUserListInput = z.infer<typeof ZUserListInput>;

export const ZUserRow = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  isMasterAdmin: z.boolean(),
  roleId: z.string().nullable(),
  roleName: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  startsOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  lastLoginAt: z.date().nullable(),
  lastLoginIp: z.string().nullable(),
  createdAt: z.date(),
});
export type TUserRow = z.infer<typeof ZUserRow>;

export const ZUserPage = zPage(ZUserRow).extend({ accountLimit: z.number().int(), accountUsed: z.number().int() });
export type TUserPage = z.infer<typeof ZUserPage>;

export const ZUserIdInput = z.object({ id: z.string().min(1) });
export const ZSetUserStatusInput = z.object({ id: z.string().min(1), status: ZStatus });
