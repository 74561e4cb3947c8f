import type { TSmeSetupInput } from '../../core/sme/schema.ts';
import type { Ctx } from '../../core/shared/context.ts';
import type { Runtime } from '../../server/runtime.ts';
import { seedMerchant, uniqueName, type SeededMerchant } from './fixtures.ts';
import { uploadPicture } from './mix-match.ts';
import { contextOf } from './sales-documents.ts';

/** A complete SME setup form; overrides replace any field. */
export function smeForm(certificatePhotoId: string, overrides: Partial<TSmeSetupInput> = {}): TSmeSetupInput {
  return {
    companyName: uniqueName('Kedai '),
    industry: 'food_beverage',
    homeTitle: 'Handmade kuih since 1998',
    shortServices: 'Kuih lapis, catering for events',
    state: 'SGR',
    area: 'Petaling Jaya',
    founded: 1998,
    employees: '5-29',
    intentions: ['find_distributors', 'partnership'],
    certificatePhotoId,
    contactName: 'Aminah',
    contactPhone: '+60123456789',
    contactEmail: 'aminah@kedai.test',
    terms: true,
    ...overrides,
  };
}

/** An SME photo upload of the merchant's (jpg, jpeg or png). */
export const smePicture = (ctx: Ctx) => uploadPicture(ctx, 'sme-picture');

/** A merchant that joined the SME programme (a seat and the joining quota), with its profile's id. */
export async function seedSmeMember(rt: Runtime, overrides: Partial<TSmeSetupInput> = {}): Promise<SeededMerchant & { ctx: Ctx; companyId: string; form: TSmeSetupInput }> {
  const shop = await seedMerchant(rt);
  const ctx = await contextOf(rt, shop.admin.token);
  const form = smeForm(await smePicture(ctx), overrides);
  const { profile } = await shop.admin.caller.sme.setup(form);
  return { ...shop, ctx, companyId: profile!.id, form };
}
