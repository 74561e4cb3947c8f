import { ZAnnouncement, ZAnnouncementIdInput } from '../../core/announcements/schema.ts';
import { getAnnouncement } from '../../core/announcements/announcements.ts';
import { ZHomeFigures } from '../../core/home/figures-schema.ts';
import { homeFigures } from '../../core/home/figures.ts';
import { ZHomeSummary } from '../../core/home/schema.ts';
import { homeSummary } from '../../core/home/service.ts';
import { router, signedInProcedure } from '../trpc.ts';

// Every signed-in user opens the home page; each figure is computed only for the modules the user may view.
export const homeRouter = router({
  summary: signedInProcedure.output(ZHomeSummary).query(({ ctx }) => homeSummary(ctx.core)),
  figures: signedInProcedure.output(ZHomeFigures).query(({ ctx }) => homeFigures(ctx.core)),
  announcement: signedInProcedure.input(ZAnnouncementIdInput).output(ZAnnouncement).query(({ ctx, input }) => getAnnouncement(ctx.core, input.id)),
});
