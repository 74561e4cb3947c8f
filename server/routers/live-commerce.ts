import { getFbMember, listFbMembers } from '../../core/live-commerce/fb-members.ts';
import { createProductSet, deleteProductSet, getProductSet, listProductSets, updateProductSet } from '../../core/live-commerce/product-sets.ts';
import {
  ZFbMemberDetail,
  ZFbMemberPage,
  ZLiveId,
  ZLivePage,
  ZLiveListInput,
  ZLiveSessionDetail,
  ZLiveSessionPage,
  ZLiveSettings,
  ZProductSet,
  ZProductSetInput,
  ZProductSetPage,
  ZSessionInput,
  ZUpdateProductSetInput,
} from '../../core/live-commerce/schema.ts';
import { createSession, endSession, getSession, listSessions, startSession } from '../../core/live-commerce/sessions.ts';
import { getLiveSettings, livePages, saveLiveSettings } from '../../core/live-commerce/settings.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('my_sales', 'view');
const edit = moduleProcedure('my_sales', 'edit');

/** Live commerce (/mysales/live-commerce/...): settings, product sets, live sessions and the Facebook members who commented. */
export const liveCommerceRouter = router({
  getSettings: view.output(ZLiveSettings).query(({ ctx }) => getLiveSettings(ctx.core)),
  pages: view.output(ZLivePage.array()).query(({ ctx }) => livePages(ctx.core)),
  saveSettings: edit.input(ZLiveSettings).output(ZLiveSettings).mutation(({ ctx, input }) => saveLiveSettings(ctx.core, input)),
  listSets: view.input(ZLiveListInput).output(ZProductSetPage).query(({ ctx, input }) => listProductSets(ctx.core, input)),
  getSet: view.input(ZLiveId).output(ZProductSet).query(({ ctx, input }) => getProductSet(ctx.core, input)),
  createSet: edit.input(ZProductSetInput).output(ZProductSet).mutation(({ ctx, input }) => createProductSet(ctx.core, input)),
  updateSet: edit.input(ZUpdateProductSetInput).output(ZProductSet).mutation(({ ctx, input }) => updateProductSet(ctx.core, input)),
  deleteSet: edit.input(ZLiveId).output(ZLiveId).mutation(({ ctx, input }) => deleteProductSet(ctx.core, input)),
  listSessions: view.input(ZLiveListInput).output(ZLiveSessionPage).query(({ ctx, input }) => listSessions(ctx.core, input)),
  getSession: view.input(ZLiveId).output(ZLiveSessionDetail).query(({ ctx, input }) => getSession(ctx.core, input)),
  createSession: edit.input(ZSessionInput).output(ZLiveSessionDetail).mutation(({ ctx, input }) => createSession(ctx.core, input)),
  startSession: edit.input(ZLiveId).output(ZLiveSessionDetail).mutation(({ ctx, input }) => startSession(ctx.core, input)),
  endSession: edit.input(ZLiveId).output(ZLiveSessionDetail).mutation(({ ctx, input }) => endSession(ctx.core, input)),
  listFbMembers: view.input(ZLiveListInput).output(ZFbMemberPage).query(({ ctx, input }) => listFbMembers(ctx.core, input)),
  getFbMember: view.input(ZLiveId).output(ZFbMemberDetail).query(({ ctx, input }) => getFbMember(ctx.core, input)),
});
