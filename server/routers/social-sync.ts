import { connectFacebook, facebookConnectUrl, facebookPages, removeFacebookPage, saveCustomContent } from '../../core/social/facebook/pages.ts';
import { connectSocialAccount, removeSocialAccount, setInstagramActive, socialAccounts, socialConnectUrl, syncSocialAccount } from '../../core/social/feed-accounts.ts';
import { ZAccountIdInput, ZActiveInput, ZConnectUrl, ZCustomContentInput, ZFacebookPages, ZPageIdInput, ZSocialAccounts, ZSocialConnectInput } from '../../core/social/schema.ts';
import { startJob } from '../../core/jobs/start-job.ts';
import { ZJob } from '../../core/jobs/schema.ts';
import { JOB_KINDS } from '../jobs/job-kinds.ts';
import { moduleProcedure, router, signedInProcedure } from '../trpc.ts';

const fbView = moduleProcedure('facebook_sync', 'view');
const fbEdit = moduleProcedure('facebook_sync', 'edit');

/** /onesync/facebook-sync (module facebook_sync): the pages connected (at most 2), their sync and custom content. */
export const facebookSyncRouter = router({
  pages: fbView.output(ZFacebookPages).query(({ ctx }) => facebookPages(ctx.core)),
  connectUrl: fbEdit.output(ZConnectUrl).mutation(({ ctx }) => facebookConnectUrl(ctx.core)),
  connect: fbEdit.input(ZSocialConnectInput).output(ZFacebookPages).mutation(({ ctx, input }) => connectFacebook(ctx.core, input)),
  /** Starts the page's sync job (kind facebook-page-sync); the page shows synchronizing, then completed. */
  sync: fbEdit.input(ZPageIdInput).output(ZJob).mutation(({ ctx, input }) => startJob(ctx.core, JOB_KINDS, { kind: 'facebook-page-sync', ...input })),
  saveContent: fbEdit.input(ZCustomContentInput).output(ZFacebookPages).mutation(({ ctx, input }) => saveCustomContent(ctx.core, input)),
  remove: fbEdit.input(ZPageIdInput).output(ZFacebookPages).mutation(({ ctx, input }) => removeFacebookPage(ctx.core, input)),
});

const igView = moduleProcedure('instagram_sync', 'view');
const igEdit = moduleProcedure('instagram_sync', 'edit');

/** /onesync/instagram-sync (module instagram_sync): accounts, their latest 15 photos, the one active for the website. */
export const instagramSyncRouter = router({
  accounts: igView.output(ZSocialAccounts).query(({ ctx }) => socialAccounts(ctx.core, 'instagram')),
  connectUrl: igEdit.output(ZConnectUrl).mutation(({ ctx }) => socialConnectUrl(ctx.core, 'instagram')),
  connect: igEdit.input(ZSocialConnectInput).output(ZSocialAccounts).mutation(({ ctx, input }) => connectSocialAccount(ctx.core, 'instagram', input)),
  sync: igEdit.input(ZAccountIdInput).output(ZSocialAccounts).mutation(({ ctx, input }) => syncSocialAccount(ctx.core, 'instagram', input)),
  setActive: igEdit.input(ZActiveInput).output(ZSocialAccounts).mutation(({ ctx, input }) => setInstagramActive(ctx.core, input)),
  remove: igEdit.input(ZAccountIdInput).output(ZSocialAccounts).mutation(({ ctx, input }) => removeSocialAccount(ctx.core, 'instagram', input)),
});

/** /tiktok-sync: a login-only screen with no module key of its own (routes.json: area misc), so every signed-in user of the merchant. */
export const tiktokSyncRouter = router({
  accounts: signedInProcedure.output(ZSocialAccounts).query(({ ctx }) => socialAccounts(ctx.core, 'tiktok')),
  connectUrl: signedInProcedure.output(ZConnectUrl).mutation(({ ctx }) => socialConnectUrl(ctx.core, 'tiktok')),
  connect: signedInProcedure.input(ZSocialConnectInput).output(ZSocialAccounts).mutation(({ ctx, input }) => connectSocialAccount(ctx.core, 'tiktok', input)),
  sync: signedInProcedure.input(ZAccountIdInput).output(ZSocialAccounts).mutation(({ ctx, input }) => syncSocialAccount(ctx.core, 'tiktok', input)),
  remove: signedInProcedure.input(ZAccountIdInput).output(ZSocialAccounts).mutation(({ ctx, input }) => removeSocialAccount(ctx.core, 'tiktok', input)),
});
