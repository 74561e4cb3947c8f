import { ownUpload } from '../content/pictures.ts';
import { creditBalance, grantCredits } from '../credits/ledger.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { SME_JOINING_QUOTA, SME_MESSAGES as M, SME_MODULE, SME_PROGRAMME_ID, SME_SEATS } from './constants.ts';
import { CONTACT_SELECT, PUBLIC_SELECT, contactOf, publicCompany, storedIntentions } from './profiles.ts';
import { ZSmeSetupInput, type TSmeOverview } from './schema.ts';

type Reader = Pick<Ctx, 'db' | 'merchantId'>;

const OWN_SELECT = { ...PUBLIC_SELECT, ...CONTACT_SELECT } as const;

async function seatsTaken(ctx: Pick<Ctx, 'db'>): Promise<number> {
  const row = await ctx.db.smeProgramme.findUnique({ where: { id: SME_PROGRAMME_ID }, select: { joined: true } });
  return row?.joined ?? 0;
}

/** /sme/setup: the merchant's own profile (null before joining), its quota and the seats left. */
export async function smeOverview(ctx: Reader): Promise<TSmeOverview> {
  const [row, quota, taken] = await Promise.all([
    ctx.db.smeProfile.findUnique({ where: { merchantId: ctx.merchantId }, select: OWN_SELECT }),
    creditBalance(ctx, 'sme_quota'),
    seatsTaken(ctx),
  ]);
  const profile = row && { ...publicCompany(row), certificatePhotoId: row.certificatePhotoId, contact: contactOf(row) };
  return { profile, quota, seatsLeft: Math.max(0, SME_SEATS - taken) };
}

/** The merchant's profile when it is a member; otherwise the programme refuses it (SME.NOT_MEMBER). */
export async function memberProfile(ctx: Reader): Promise<{ id: string; companyName: string }> {
  const row = await ctx.db.smeProfile.findUnique({ where: { merchantId: ctx.merchantId }, select: { id: true, companyName: true } });
  if (!row) throw new AppError('SME.NOT_MEMBER', M.notMember, 'invalid');
  return row;
}

/**
 * Takes one of the programme's seats: one conditional update (joined < 500), so merchants joining
 * at once can never pass the cap, on either engine. Returns the member number.
 */
async function takeSeat(tx: Ctx): Promise<number> {
  await tx.db.smeProgramme.upsert({ where: { id: SME_PROGRAMME_ID }, create: { id: SME_PROGRAMME_ID }, update: {} });
  const { count } = await tx.db.smeProgramme.updateMany({ where: { id: SME_PROGRAMME_ID, joined: { lt: SME_SEATS } }, data: { joined: { increment: 1 } } });
  if (count === 0) throw new AppError('SME.FULL', M.full, 'conflict');
  return seatsTaken(tx);
}

/**
 * Saves the merchant's SME profile. The first save joins the programme: it takes a seat (the first
 * 500 only) and grants the joining quota in the one ledger, in the same transaction.
 */
export function saveSmeSetup(ctx: Ctx, raw: unknown): Promise<TSmeOverview> {
  const input = ZSmeSetupInput.parse(raw);
  if (input.founded > ctx.now().getUTCFullYear()) throw new AppError('SME.FOUNDED', M.founded, 'invalid', 'founded');
  return audited(
    ctx,
    (r: TSmeOverview & { joined: boolean }) => ({ action: msg(r.joined ? 'log.sme.joined' : 'log.sme.updated', { name: input.companyName }), category: SME_MODULE }),
    async (tx) => {
      await ownUpload(tx, input.certificatePhotoId, 'sme-picture', { code: 'SME.CERTIFICATE_PHOTO', message: M.certificatePhotoRequired, field: 'certificatePhotoId' });
      const data = {
        companyName: input.companyName,
        industry: input.industry,
        homeTitle: input.homeTitle,
        shortServices: input.shortServices,
        state: input.state,
        area: input.area,
        founded: input.founded,
        employees: input.employees,
        intentions: storedIntentions(input.intentions),
        certificatePhotoId: input.certificatePhotoId,
        contactName: input.contactName,
        contactPhone: input.contactPhone,
        contactEmail: input.contactEmail,
      };
      const { count } = await tx.db.smeProfile.updateMany({ where: { merchantId: tx.merchantId }, data });
      const joined = count === 0;
      if (joined) {
        const memberNo = await takeSeat(tx);
        await tx.db.smeProfile.create({ data: { merchantId: tx.merchantId, memberNo, joinedAt: tx.now(), ...data } });
        await grantCredits(tx, { kind: 'sme_quota', amount: SME_JOINING_QUOTA, reason: 'top_up', note: 'SME programme joining quota', createdBy: tx.userId });
      }
      return { ...(await smeOverview(tx)), joined };
    },
  ).then(({ joined: _joined, ...overview }) => overview);
}
