import { containsText } from '../db/search.ts';
import { mediaUrl } from '../catalogue/media.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { skipTake } from '../shared/pagination.ts';
import type { TSmeDirection, TSmeRequestStatus } from './constants.ts';
import { memberProfile } from './programme.ts';
import { CONTACT_SELECT, PUBLIC_SELECT, contactOf, publicCompany } from './profiles.ts';
import { ZSmeCompanyId, ZSmeDirectoryInput, type TSmeCompanyDetail } from './schema.ts';

type Reader = Pick<Ctx, 'db' | 'engine' | 'merchantId'>;

/**
 * /sme/sme_list: the other members' published profiles, newest members first. The one deliberate
 * read across merchants of this module: it selects PUBLIC_SELECT of SmeProfile only, never the
 * contact and never another table of another merchant. Members only.
 */
export async function listSmeCompanies(ctx: Reader, raw: unknown) {
  const input = ZSmeDirectoryInput.parse(raw);
  await memberProfile(ctx);
  const words = input.search && containsText(ctx.engine, input.search);
  const where = {
    merchantId: { not: ctx.merchantId },
    ...(words && { OR: [{ companyName: words }, { homeTitle: words }, { shortServices: words }, { area: words }] }),
    ...(input.industry !== 'all' && { industry: input.industry }),
    ...(input.state !== 'all' && { state: input.state }),
    ...(input.intention !== 'all' && { intentions: { contains: `,${input.intention},` } }),
  };
  const [total, rows] = await Promise.all([
    ctx.db.smeProfile.count({ where }),
    ctx.db.smeProfile.findMany({ where, select: PUBLIC_SELECT, orderBy: [{ joinedAt: 'desc' }, { id: 'desc' }], ...skipTake(input) }),
  ]);
  return { items: rows.map(publicCompany), total, page: input.page, pageSize: input.pageSize };
}

/** The latest request between the caller and another merchant, from the caller's own rows. */
async function latestRequest(ctx: Reader, counterpartMerchantId: string) {
  const rows = await ctx.db.smeRequest.findMany({
    where: { merchantId: ctx.merchantId, counterpartMerchantId },
    select: { id: true, direction: true, status: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  const approved = rows.some((r) => r.status === 'approved');
  const latest = rows[0];
  return { approved, request: latest ? { id: latest.id, direction: latest.direction as TSmeDirection, status: latest.status as TSmeRequestStatus } : null };
}

/**
 * A member's public profile (/sme/company-detail/{id}) or, related (/sme/sme-company-details/{id}),
 * the profile of a company the caller has a request with. The master contact is read only once a
 * request between the two is approved (spec section 6). Another merchant's certificates are read
 * with the profile: title, description and pictures only.
 */
export async function smeCompanyDetail(ctx: Reader, raw: unknown, related: boolean): Promise<TSmeCompanyDetail> {
  const { id } = ZSmeCompanyId.parse(raw);
  // A request exists only between members: the connection page needs no other check.
  if (!related) await memberProfile(ctx);
  const row = await ctx.db.smeProfile.findFirst({ where: { id, merchantId: { not: ctx.merchantId } }, select: { ...PUBLIC_SELECT, ...CONTACT_SELECT } });
  if (!row) throw notFound('smeCompany');
  const { approved, request } = await latestRequest(ctx, row.merchantId);
  if (related && !request) throw notFound('smeCompany');
  const certificates = await ctx.db.smeCertificate.findMany({
    where: { merchantId: row.merchantId },
    select: { id: true, title: true, description: true, bannerId: true, imageId: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return {
    company: publicCompany(row),
    certificates: certificates.map((c) => ({ id: c.id, title: c.title, description: c.description, banner: c.bannerId ? mediaUrl(row.merchantId, c.bannerId) : null, image: mediaUrl(row.merchantId, c.imageId) })),
    request,
    contact: approved ? contactOf(row) : null,
  };
}
