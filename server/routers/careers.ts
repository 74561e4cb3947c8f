import { careers, publicCareers } from '../../core/careers/careers.ts';
import { applyForCareer } from '../../core/careers/apply.ts';
import { deleteResumes, getResume, listResumes } from '../../core/careers/resumes.ts';
import { ZApplied, ZApplyInput, ZResumeListInput, ZResumePage, ZResumeRow } from '../../core/careers/resume-schema.ts';
import { ZCareerDetail, ZCareerInput, ZCareerQuickEdit, ZCareerRow, ZPublicCareer } from '../../core/careers/schema.ts';
import { ZContentIdInput, ZContentIdsInput, ZDeletedCount } from '../../core/content/schema.ts';
import { moduleProcedure, router, storefrontProcedure } from '../trpc.ts';
import { storefrontItemsRouter, uncategorisedContentRouter } from './content-router.ts';

const view = moduleProcedure('manage', 'view');
const edit = moduleProcedure('manage', 'edit');

/** /manage/careers (module manage). */
export const careersRouter = uncategorisedContentRouter({ input: ZCareerInput, row: ZCareerRow, detail: ZCareerDetail, quickEdit: ZCareerQuickEdit }, careers);

/** /manage/careers/recruitment-list (module manage): the resumes received, one with every field, deleting. */
export const resumesRouter = router({
  list: view.input(ZResumeListInput).output(ZResumePage).query(({ ctx, input }) => listResumes(ctx.core, input)),
  get: view.input(ZContentIdInput).output(ZResumeRow).query(({ ctx, input }) => getResume(ctx.core, input.id)),
  delete: edit.input(ZContentIdsInput).output(ZDeletedCount).mutation(({ ctx, input }) => deleteResumes(ctx.core, input.ids)),
});

/** The website's careers: public ones newest first, one by slug (storefront.content.careers). */
export const storefrontCareersRouter = storefrontItemsRouter(ZPublicCareer, publicCareers);

/**
 * A candidate's side on the website (site key): applying for a public career. Not cached. Named
 * applyFor, as tRPC reserves `apply` (a function's own method) for procedure names.
 */
export const storefrontApplyRouter = router({
  applyFor: storefrontProcedure.input(ZApplyInput).output(ZApplied).mutation(({ ctx, input }) => applyForCareer(ctx.store, input)),
});
