import { z } from 'zod';
import { localizedOutput, localizedText } from '../content/localized.ts';
import { VISIBILITIES } from '../catalogue/constants.ts';
import { term } from '../shared/messages.ts';
import { optionalText } from '../shared/text-fields.ts';
import { PROFILE_LIMITS as L } from './constants.ts';
import { PROFILE_MESSAGES as M } from './messages.ts';

/** A branch (business-areas.md: name and detail in three languages; title and address required). */
export const ZBranchInput = z.object({
  ...localizedText('name', L.branchNameMaxChars, term('profile.fields.branchName'), M.branchNameEmpty),
  ...localizedText('detail', L.branchDetailMaxChars, term('profile.fields.branchDetail')),
  address: z.string({ error: M.branchAddressEmpty }).trim().min(1, M.branchAddressEmpty).max(L.branchAddressMaxChars),
  phone: optionalText(L.phoneMaxChars, term('profile.fields.phone')),
  visibility: z.enum(VISIBILITIES).default('public'),
  sort: z.number().int().min(0).max(999_999).default(0),
});
export type TBranchInput = z.infer<typeof ZBranchInput>;
export type TBranchFormValues = z.input<typeof ZBranchInput>;
export const ZUpdateBranchInput = ZBranchInput.extend({ id: z.string().min(1) });

export const ZBranch = z.object({
  id: z.string(),
  ...localizedOutput('name'),
  ...localizedOutput('detail'),
  address: z.string(),
  phone: z.string(),
  visibility: z.enum(VISIBILITIES),
  sort: z.number().int(),
  updatedAt: z.date(),
});
export type TBranch = z.infer<typeof ZBranch>;
export const ZBranchList = z.array(ZBranch);
/** A branch to pick (the branch hours screen). */
export const ZBranchOptions = z.array(z.object({ id: z.string(), nameEn: z.string() }));
