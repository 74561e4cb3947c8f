import { saveSmeCertificate } from '../../../../core/sme/certificates.ts';
import { saveSmeSetup } from '../../../../core/sme/programme.ts';
import { sendSmeRequest } from '../../../../core/sme/requests.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import { smeForm, smePicture } from '../../../helpers/sme.ts';

export interface SmeFixtures {
  companyId: string;
  certificateId: string;
  requestId: string;
}

/** A joined the SME programme (its company named with A's marker), shows a certificate and sent a request to another member. */
export async function seedSme(ctx: Ctx, marker: string): Promise<SmeFixtures> {
  const { profile } = await saveSmeSetup(ctx, smeForm(await smePicture(ctx), { companyName: `SME ${marker}`, contactEmail: `${marker.toLowerCase()}@sme.test` }));
  const certificate = await saveSmeCertificate(ctx, { title: `Certificate ${marker}`, imageId: await smePicture(ctx) });
  const other = await ctx.db.merchant.create({ data: { name: 'SME partner' }, select: { id: true } });
  const partner = await ctx.db.smeProfile.create({
    data: {
      merchantId: other.id,
      memberNo: 0,
      companyName: 'SME partner',
      industry: 'retail',
      homeTitle: 'Partner',
      shortServices: 'Wholesale',
      state: 'KUL',
      area: 'Bangsar',
      founded: 2010,
      employees: '5-29',
      intentions: ',partnership,',
      certificatePhotoId: 'none',
      contactName: 'Partner',
      contactPhone: '+60123456789',
      contactEmail: 'partner@sme.test',
      joinedAt: ctx.now(),
    },
    select: { id: true },
  });
  const request = await sendSmeRequest(ctx, { id: partner.id });
  return { companyId: profile!.id, certificateId: certificate.id, requestId: request.id };
}
