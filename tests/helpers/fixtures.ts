import { randomBytes, randomInt } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { expect } from 'vitest';
import { describeError, type AppErrorData } from '../../server/errors.ts';
import { createMerchant } from '../../core/merchants/service.ts';
import { baseContext, type RequestInfo } from '../../core/shared/context.ts';
import type { PermissionMap } from '../../core/permissions/modules.ts';
import { createCaller, type Caller } from '../../server/caller.ts';
import type { Runtime } from '../../server/runtime.ts';
import { english } from '../../core/shared/english.ts';

export const PASSWORD = 'Secret#123';

/** A login ID no other test will use (login IDs are unique across merchants). */
export const uniqueName = (prefix = 'u') => `${prefix}${randomBytes(5).toString('hex')}`;

/** A request from its own address, so rate limits of one test never touch another. */
export const testRequest = (): RequestInfo => ({
  ip: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
});

export function anonymous(rt: Runtime, request: RequestInfo = testRequest(), now?: () => Date): Caller {
  return createCaller(rt, { token: null, request, ...(now && { now }) });
}

export function asToken(rt: Runtime, token: string, request: RequestInfo = testRequest(), now?: () => Date): Caller {
  return createCaller(rt, { token, request, ...(now && { now }) });
}

export async function signInToken(rt: Runtime, username: string, password = PASSWORD, request = testRequest()): Promise<string> {
  const result = await anonymous(rt, request).auth.signIn({ username, password });
  if (result.kind !== 'session') throw new Error(`${username} needs two-factor`);
  return result.token;
}

export interface SeededUser {
  id: string;
  username: string;
  token: string;
  caller: Caller;
}

export interface SeededMerchant {
  merchantId: string;
  name: string;
  admin: SeededUser;
}

/** A merchant with its master admin signed in. */
export async function seedMerchant(rt: Runtime, name = uniqueName('Shop ')): Promise<SeededMerchant> {
  const username = uniqueName('admin');
  const base = baseContext(rt.database, rt.env, testRequest());
  const { merchantId, userId } = await createMerchant(base, { name, username, password: PASSWORD, email: `${username}@shop.test` });
  const token = await signInToken(rt, username);
  return { merchantId, name, admin: { id: userId, username, token, caller: asToken(rt, token) } };
}

/** A sub-user with a role granting permissions (no role at all when permissions is null), signed in. */
export async function seedSubUser(rt: Runtime, merchant: SeededMerchant, permissions: PermissionMap | null): Promise<SeededUser> {
  const admin = merchant.admin.caller;
  const roleId = (await admin.roles.create({ name: uniqueName('Role '), permissions: permissions ?? { report: 'view' } })).id;
  const form = userForm(roleId);
  const user = await admin.users.create(form);
  const username = form.username;
  if (permissions === null) await admin.roles.delete({ id: roleId, moveUsersTo: null });
  const token = await signInToken(rt, username);
  return { id: user.id, username, token, caller: asToken(rt, token) };
}

export interface Rejection extends Omit<AppErrorData, 'fieldErrors'> {
  code: string;
  /** The message in English, as the command line shows it. */
  message: string;
  /** One message per refused field, in English. */
  fieldErrors: Record<string, string> | null;
}

/** The error a call fails with, as a client would see it (its messages in English); throws when the call succeeds. */
export async function rejection(promise: Promise<unknown>): Promise<Rejection> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const { message, data } = describeError(error);
    const fieldErrors = data.fieldErrors && Object.fromEntries(Object.entries(data.fieldErrors).map(([field, m]) => [field, english(m)]));
    return { code: error.code, message, ...data, fieldErrors };
  }
  throw new Error('expected the call to fail, but it succeeded');
}

type CreateUserForm = Parameters<Caller['users']['create']>[0];

/** A valid sub-user form with a unique login ID and e-mail; overrides replace any field. */
export function userForm(roleId: string, overrides: Partial<CreateUserForm> = {}): CreateUserForm {
  const username = uniqueName('user');
  return {
    name: `User ${username}`,
    username,
    email: `${username}@shop.test`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    roleId,
    status: 'active',
    ...overrides,
  };
}

export interface LogRow {
  id: string;
  at: Date;
  day: string;
  action: string;
  category: string;
  ip: string;
  userAgent: string;
}

/** The user-log entries written for userId while fn ran (oldest first, their lines in English), with fn's result. */
export async function logsDuring<T>(rt: Runtime, merchantId: string, userId: string, fn: () => Promise<T>): Promise<{ result: T; logs: LogRow[] }> {
  const where = { merchantId, userId };
  const select = { id: true, at: true, day: true, action: true, category: true, ip: true, userAgent: true } as const;
  const before = new Set((await rt.database.client.userLog.findMany({ where, select: { id: true } })).map((l) => l.id));
  const result = await fn();
  const after = await rt.database.client.userLog.findMany({ where, select, orderBy: [{ at: 'asc' }, { id: 'asc' }] });
  // Each line is kept as a message of the locale files; the tests read it in English.
  return { result, logs: after.filter((l) => !before.has(l.id)).map((l) => ({ ...l, action: english(l.action) })) };
}

/** The shop's admin calling with a known request, and the user-log entries the admin writes while fn runs. */
export function adminSession(rt: Runtime, shop: SeededMerchant) {
  const request = testRequest();
  const caller = asToken(rt, shop.admin.token, request);
  const logs = <T>(fn: () => Promise<T>) => logsDuring(rt, shop.merchantId, shop.admin.id, fn);
  return { caller, request, logs };
}

/** The e-mails queued for address, newest first. */
export function mailsTo(rt: Runtime, merchantId: string, to: string) {
  return rt.database.client.mailMessage.findMany({ where: { merchantId, to }, orderBy: { createdAt: 'desc' } });
}

/** Asserts that logs is exactly one entry: this action and category, from this request. */
export function expectOneLog(logs: LogRow[], entry: { action: string; category: string }, request: RequestInfo): void {
  expect(logs).toHaveLength(1);
  expect(logs[0]).toMatchObject({ ...entry, ip: request.ip, userAgent: request.userAgent });
}

// ---------------------------------------------------------------- catalogue

type ProductForm = Parameters<Caller['products']['create']>[0];

/** A link to a picture, which a product may use instead of an upload. */
export const PICTURE_URL = 'https://cdn.kedai.example.my/shirt.jpg';

/**
 * A valid product form: one category, a picture by link, a price, stock 10 and delivery
 * enabled, with a SKU no other test uses; overrides replace any field.
 */
export function productForm(categoryId: string, overrides: Partial<ProductForm> = {}): ProductForm {
  return {
    sku: uniqueName('SKU-'),
    nameEn: 'Cotton shirt',
    detailEn: 'A soft cotton shirt for everyday wear.',
    categoryIds: [categoryId],
    images: [{ url: PICTURE_URL }],
    priceSen: 2990,
    stock: 10,
    logistics: [{ logistic: 'delivery', enabled: true }],
    ...overrides,
  };
}

/** A main category of merchant's, for product forms. */
export async function seedCategory(merchant: SeededMerchant, nameEn = uniqueName('Category ')): Promise<string> {
  return (await merchant.admin.caller.categories.create({ nameEn })).id;
}
