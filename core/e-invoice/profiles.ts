import { isUniqueViolation } from '../db/errors.ts';
import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { E_INVOICE_MESSAGES as M, E_INVOICE_MODULE, ID_TYPE_OF, type TBusinessType, type TEInvoiceKind } from './constants.ts';
import { e164, normalizeIc, normalizeTin } from './identifiers.ts';
import { msicDescription } from './msic.ts';
import {
  ZEInvoiceId,
  ZEInvoiceListInput,
  ZEInvoiceProfileInput,
  ZEInvoiceUpdateInput,
  type TEInvoiceAddress,
  type TEInvoiceProfile,
  type TEInvoiceProfilePage,
  type TEInvoiceProfileValues,
} from './schema.ts';

const ROW_SELECT = { id: true, kind: true, idType: true, idValue: true, name: true, tin: true, createdAt: true, updatedAt: true } as const;

/** The profiles, newest first: a text anywhere in the name, TIN or BRN / IC number, and one kind or both. */
export async function listProfiles(ctx: Ctx, raw: unknown): Promise<TEInvoiceProfilePage> {
  const input = ZEInvoiceListInput.parse(raw);
  const search = input.search
    ? [{ name: containsText(ctx.engine, input.search) }, { tin: containsText(ctx.engine, normalizeTin(input.search)) }, { idValue: containsText(ctx.engine, normalizeIc(input.search)) }]
    : null;
  const where = { merchantId: ctx.merchantId, ...(input.kind && { kind: input.kind }), ...(search && { OR: search }) };
  const total = await ctx.db.eInvoiceProfile.count({ where });
  const rows = await ctx.db.eInvoiceProfile.findMany({ where, select: ROW_SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...skipTake(input) });
  return { items: rows.map((row) => ({ ...row, kind: row.kind as TEInvoiceKind, idType: row.idType as 'BRN' | 'NRIC' })), total, page: input.page, pageSize: input.pageSize };
}

export async function getProfile(ctx: Ctx, raw: unknown): Promise<TEInvoiceProfile> {
  const { id } = ZEInvoiceId.parse(raw);
  const row = await ctx.db.eInvoiceProfile.findUnique({
    where: { merchantId_id: { merchantId: ctx.merchantId, id } },
    include: { contacts: { select: { id: true, name: true, jobTitle: true, phone: true, email: true, isDefault: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] } },
  });
  if (!row) throw notFound('eInvoiceProfile');
  const { merchantId: _m, addressLine1, addressLine2, addressLine3, city, postcode, state, country, ...rest } = row;
  return {
    ...rest,
    kind: row.kind as TEInvoiceKind,
    idType: row.idType as 'BRN' | 'NRIC',
    msicDescription: msicDescription(row.msicCode) ?? '',
    businessType: (row.businessType || null) as TBusinessType | null,
    address: addressLine1 === '' ? null : { line1: addressLine1, line2: addressLine2, line3: addressLine3, city, postcode, state, country },
  };
}

const addressColumns = (a: TEInvoiceAddress | null) => ({
  addressLine1: a?.line1 ?? '',
  addressLine2: a?.line2 ?? '',
  addressLine3: a?.line3 ?? '',
  city: a?.city ?? '',
  postcode: a?.postcode ?? '',
  state: a?.state ?? '',
  country: a?.country ?? '',
});

/** The profile's own columns: a company's contacts are written apart, a person has e-mail and phone of its own. */
export function profileColumns(p: TEInvoiceProfileValues) {
  const common = { kind: p.kind, name: p.name, tin: p.tin, idType: ID_TYPE_OF[p.kind], ...addressColumns(p.address) };
  if (p.kind === 'person') return { ...common, idValue: p.icNo, sstRegistrant: false, sstNo: '', email: p.email, phone: e164(p.phone), msicCode: '', businessType: '' };
  return { ...common, idValue: p.brn, sstRegistrant: p.sstRegistrant, sstNo: p.sstRegistrant ? p.sstNo : '', email: '', phone: '', msicCode: p.msicCode, businessType: p.businessType ?? '' };
}

/** A profile's TIN (per kind) and its BRN or IC number are the merchant's only one; prefix is the form's path to the profile. */
async function assertUnique(ctx: Pick<Ctx, 'db' | 'merchantId'>, p: TEInvoiceProfileValues, prefix: string, exceptId?: string): Promise<void> {
  const columns = profileColumns(p);
  const others = await ctx.db.eInvoiceProfile.findMany({
    where: { merchantId: ctx.merchantId, OR: [{ kind: p.kind, tin: p.tin }, { idType: columns.idType, idValue: columns.idValue }], ...(exceptId && { id: { not: exceptId } }) },
    select: { tin: true, kind: true },
  });
  if (others.some((o) => o.kind === p.kind && o.tin === p.tin)) throw new AppError('E_INVOICE.TIN_TAKEN', M.tinTaken, 'conflict', `${prefix}tin`);
  if (others.length > 0) throw idTaken(p.kind, prefix);
}

/** The refusal of a BRN (company) or IC number (person) another profile has, on its field. */
const idTaken = (kind: TEInvoiceKind, prefix: string) =>
  kind === 'company' ? new AppError('E_INVOICE.BRN_TAKEN', M.brnTaken, 'conflict', `${prefix}brn`) : new AppError('E_INVOICE.IC_TAKEN', M.icTaken, 'conflict', `${prefix}icNo`);

/** A unique index can still refuse a value a concurrent request took after the checks. */
function mapUniqueViolation(error: unknown, kind: TEInvoiceKind, prefix: string): never {
  if (!isUniqueViolation(error)) throw error;
  const target = String((error as { meta?: { target?: unknown } }).meta?.target ?? '');
  if (/tin/i.test(target)) throw new AppError('E_INVOICE.TIN_TAKEN', M.tinTaken, 'conflict', `${prefix}tin`);
  throw idTaken(kind, prefix);
}

/** The company's contact persons become the form's: an id keeps that person (it must be the profile's), the others go. */
async function writeContacts(tx: Pick<Ctx, 'db' | 'merchantId'>, profileId: string, p: TEInvoiceProfileValues): Promise<void> {
  const contacts = p.kind === 'company' ? p.contacts : [];
  const kept = new Set((await tx.db.eInvoiceContact.findMany({ where: { merchantId: tx.merchantId, profileId }, select: { id: true } })).map((c) => c.id));
  for (const c of contacts) if (c.id !== undefined && !kept.has(c.id)) throw notFound('eInvoiceContact');
  const ids = contacts.flatMap((c) => (c.id ? [c.id] : []));
  await tx.db.eInvoiceContact.deleteMany({ where: { merchantId: tx.merchantId, profileId, id: { notIn: ids } } });
  for (const [sort, { id, ...c }] of contacts.entries()) {
    const data = { ...c, phone: e164(c.phone), sort };
    if (id) await tx.db.eInvoiceContact.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data });
    else await tx.db.eInvoiceContact.create({ data: { merchantId: tx.merchantId, profileId, ...data } });
  }
}

export function createProfile(ctx: Ctx, raw: unknown): Promise<TEInvoiceProfile> {
  const profile = ZEInvoiceProfileInput.parse(raw);
  return audited(ctx, { action: msg('log.eInvoice.profileCreated', { name: profile.name }), category: E_INVOICE_MODULE }, async (tx) => {
    await assertUnique(tx, profile, '');
    const { id } = await tx.db.eInvoiceProfile
      .create({ data: { merchantId: tx.merchantId, ...profileColumns(profile) }, select: { id: true } })
      .catch((error: unknown) => mapUniqueViolation(error, profile.kind, ''));
    await writeContacts(tx, id, profile);
    return getProfile(tx, { id });
  });
}

/** Every field becomes the form's; the kind stays what it was (a company is not a person). */
export function updateProfile(ctx: Ctx, raw: unknown): Promise<TEInvoiceProfile> {
  const { id, profile } = ZEInvoiceUpdateInput.parse(raw);
  return audited(ctx, { action: msg('log.eInvoice.profileUpdated', { name: profile.name }), category: E_INVOICE_MODULE }, async (tx) => {
    const key = { merchantId_id: { merchantId: tx.merchantId, id } };
    const current = await tx.db.eInvoiceProfile.findUnique({ where: key, select: { kind: true } });
    if (!current) throw notFound('eInvoiceProfile');
    if (current.kind !== profile.kind) throw new AppError('E_INVOICE.KIND_FIXED', M.kindFixed, 'invalid', 'profile.kind');
    await assertUnique(tx, profile, 'profile.', id);
    await tx.db.eInvoiceProfile.update({ where: key, data: profileColumns(profile) }).catch((error: unknown) => mapUniqueViolation(error, profile.kind, 'profile.'));
    await writeContacts(tx, id, profile);
    return getProfile(tx, { id });
  });
}

/** A profile goes with its contact persons. */
export function deleteProfile(ctx: Ctx, raw: unknown): Promise<{ id: string }> {
  const { id } = ZEInvoiceId.parse(raw);
  return audited(
    ctx,
    (r: { name: string }) => ({ action: msg('log.eInvoice.profileDeleted', { name: r.name }), category: E_INVOICE_MODULE }),
    async (tx) => {
      const key = { merchantId_id: { merchantId: tx.merchantId, id } };
      const row = await tx.db.eInvoiceProfile.findUnique({ where: key, select: { name: true } });
      if (!row) throw notFound('eInvoiceProfile');
      await tx.db.eInvoiceProfile.delete({ where: key });
      return { name: row.name };
    },
  ).then(() => ({ id }));
}

/**
 * A buyer's details kept as a profile, as the buyer asked on the storefront: a profile with the
 * same TIN or number already there is kept as it is (the buyer cannot overwrite the merchant's).
 */
export async function keepBuyerProfile(tx: Pick<Ctx, 'db' | 'merchantId'>, profile: TEInvoiceProfileValues): Promise<void> {
  const known = await assertUnique(tx, profile, '').then(
    () => false,
    (error: unknown) => (error instanceof AppError && error.kind === 'conflict' ? true : Promise.reject(error)),
  );
  if (known) return;
  const { id } = await tx.db.eInvoiceProfile.create({ data: { merchantId: tx.merchantId, ...profileColumns(profile) }, select: { id: true } });
  await writeContacts(tx, id, profile);
}
