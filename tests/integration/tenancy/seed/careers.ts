import { applyForCareer } from '../../../../core/careers/apply.ts';
import { careers } from '../../../../core/careers/careers.ts';
import { ZCareerInput } from '../../../../core/careers/schema.ts';
import { createSiteKey, resolveSiteKey } from '../../../../core/checkout/site-keys.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import { saveStorefrontUpload } from '../../../../core/uploads/service.ts';

export interface CareerFixtures {
  careerId: string;
  careerSlug: string;
  hiddenCareerId: string;
  resumeId: string;
  /** The resume's file (already used, so never usable again). */
  attachmentId: string;
  /** A resume file A's website uploaded and no resume names yet. */
  freeAttachmentId: string;
}

const pdf = () =>
  (async function* () {
    yield Buffer.from('%PDF-1.4\n%test\n');
  })();

/** A's careers: a public and a hidden one, and a resume for the public one with its file, all carrying A's marker. */
export async function seedCareers(ctx: Ctx, marker: string): Promise<CareerFixtures> {
  const form = { qualifications: [1], employmentType: 'full_time', location: 'johor', descriptionEn: marker };
  const career = await careers.create(ctx, ZCareerInput.parse({ ...form, titleEn: `Career ${marker}` }));
  const hidden = await careers.create(ctx, ZCareerInput.parse({ ...form, titleEn: `Hidden career ${marker}`, visibility: 'hidden' }));
  const store = (await resolveSiteKey(ctx, (await createSiteKey(ctx)).key))!;
  const file = await saveStorefrontUpload(store, 'resume-attachment', '', `${marker}.pdf`, pdf());
  const free = await saveStorefrontUpload(store, 'resume-attachment', '', `${marker}-2.pdf`, pdf());
  const resume = await applyForCareer(store, { careerId: career.id, name: `Candidate ${marker}`, email: `${marker.toLowerCase()}@alpha.test`, mobile: '0123456789', coverLetter: marker, attachmentId: file.id });
  return { careerId: career.id, careerSlug: career.slug, hiddenCareerId: hidden.id, resumeId: resume.id, attachmentId: file.id, freeAttachmentId: free.id };
}
