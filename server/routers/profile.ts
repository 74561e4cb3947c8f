import { z } from 'zod';
import { ZBranch, ZBranchInput, ZBranchList, ZBranchOptions, ZUpdateBranchInput } from '../../core/profile/branch-schema.ts';
import { branchOptions, createBranch, deleteBranch, getBranch, listBranches, updateBranch } from '../../core/profile/branches.ts';
import { getBusinessHours, saveBusinessHours } from '../../core/profile/business-hours.ts';
import { ZClassified, ZClassifiedInput } from '../../core/profile/classified-schema.ts';
import { createCompanyTag, deleteCompanyTag, listCompanyTags, updateCompanyTag } from '../../core/profile/company-tags.ts';
import { ZContactDetail, ZContactInput } from '../../core/profile/contact-schema.ts';
import { ZBusinessHours, ZBusinessHoursFields } from '../../core/profile/hours-schema.ts';
import { getBusinessNatures, getClassified, getContact, getHomepage, saveBusinessNatures, saveClassified, saveContact, saveHomepage } from '../../core/profile/profile.ts';
import { ZBusinessNatures, ZBusinessNaturesInput, ZHomepage, ZHomepageInput } from '../../core/profile/schema.ts';
import { publicBranches, publicProfile, ZPublicBranches } from '../../core/profile/storefront.ts';
import { ZPublicProfile } from '../../core/profile/schema.ts';
import { ZCompanyTag, ZCompanyTagInput, ZCompanyTagList, ZUpdateCompanyTagInput } from '../../core/profile/tag-schema.ts';
import { ZStorefrontLanguageInput } from '../../core/content/schema.ts';
import { moduleProcedure, router, storefrontProcedure } from '../trpc.ts';

const view = moduleProcedure('profile_setting', 'view');
const edit = moduleProcedure('profile_setting', 'edit');
const ZId = z.object({ id: z.string().min(1) });
const ZDeleted = z.object({ deleted: z.number().int() });

/** /profile/* (module profile_setting): branches, business natures, classified, hours, contact, homepage, company tags. */
export const profileRouter = router({
  branches: router({
    list: view.output(ZBranchList).query(({ ctx }) => listBranches(ctx.core)),
    get: view.input(ZId).output(ZBranch).query(({ ctx, input }) => getBranch(ctx.core, input.id)),
    create: edit.input(ZBranchInput).output(ZBranch).mutation(({ ctx, input }) => createBranch(ctx.core, input)),
    update: edit.input(ZUpdateBranchInput).output(ZBranch).mutation(({ ctx, input: { id, ...input } }) => updateBranch(ctx.core, id, input)),
    remove: edit.input(ZId).output(ZDeleted).mutation(({ ctx, input }) => deleteBranch(ctx.core, input.id)),
  }),
  natures: view.output(ZBusinessNatures).query(({ ctx }) => getBusinessNatures(ctx.core)),
  saveNatures: edit.input(ZBusinessNaturesInput).output(ZBusinessNatures).mutation(({ ctx, input }) => saveBusinessNatures(ctx.core, input.natures)),
  classified: view.output(ZClassified).query(({ ctx }) => getClassified(ctx.core)),
  saveClassified: edit.input(ZClassifiedInput).output(ZClassified).mutation(({ ctx, input }) => saveClassified(ctx.core, input)),
  /** The company's own opening hours (/profile/business-hour). */
  hours: view.output(ZBusinessHours).query(({ ctx }) => getBusinessHours(ctx.core, { branchId: null })),
  saveHours: edit.input(ZBusinessHoursFields).output(ZBusinessHours).mutation(({ ctx, input }) => saveBusinessHours(ctx.core, { ...input, branchId: null })),
  contact: view.output(ZContactDetail).query(({ ctx }) => getContact(ctx.core)),
  saveContact: edit.input(ZContactInput).output(ZContactDetail).mutation(({ ctx, input }) => saveContact(ctx.core, input)),
  homepage: view.output(ZHomepage).query(({ ctx }) => getHomepage(ctx.core)),
  saveHomepage: edit.input(ZHomepageInput).output(ZHomepage).mutation(({ ctx, input }) => saveHomepage(ctx.core, input)),
  tags: router({
    list: view.output(ZCompanyTagList).query(({ ctx }) => listCompanyTags(ctx.core)),
    create: edit.input(ZCompanyTagInput).output(ZCompanyTag).mutation(({ ctx, input }) => createCompanyTag(ctx.core, input)),
    update: edit.input(ZUpdateCompanyTagInput).output(ZCompanyTag).mutation(({ ctx, input: { id, ...input } }) => updateCompanyTag(ctx.core, id, input)),
    remove: edit.input(ZId).output(ZDeleted).mutation(({ ctx, input }) => deleteCompanyTag(ctx.core, input.id)),
  }),
});

const ZBranchOwner = z.object({ branchId: z.string().min(1) });

/** /manage/branch/business-hour (module manage): a branch's opening hours. */
export const branchHoursRouter = router({
  branches: moduleProcedure('manage', 'view').output(ZBranchOptions).query(({ ctx }) => branchOptions(ctx.core)),
  get: moduleProcedure('manage', 'view').input(ZBranchOwner).output(ZBusinessHours).query(({ ctx, input }) => getBusinessHours(ctx.core, input)),
  save: moduleProcedure('manage', 'edit')
    .input(ZBusinessHoursFields.and(ZBranchOwner))
    .output(ZBusinessHours)
    .mutation(({ ctx, input }) => saveBusinessHours(ctx.core, input)),
});

/** The website's company profile: profile, branches with their hours and whether open now. */
export const storefrontProfileRouter = router({
  get: storefrontProcedure.input(ZStorefrontLanguageInput).output(ZPublicProfile).query(({ ctx, input }) => publicProfile(ctx.store, input.lang)),
  branches: storefrontProcedure.input(ZStorefrontLanguageInput).output(ZPublicBranches).query(({ ctx, input }) => publicBranches(ctx.store, input.lang)),
});
