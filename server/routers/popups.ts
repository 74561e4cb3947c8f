import { popupFeed } from '../../core/popups/feed.ts';
import { previewPopups } from '../../core/popups/preview.ts';
import { ZPopupFeed, ZPopupFeedInput, ZPopupPreviewInput, ZPopupSettings } from '../../core/popups/schema.ts';
import { getPopupSettings, savePopupSettings } from '../../core/popups/settings.ts';
import { moduleProcedure, router, storefrontProcedure } from '../trpc.ts';

const view = moduleProcedure('my_sales', 'view');
const edit = moduleProcedure('my_sales', 'edit');

/** Popup and social proof settings (/mysales/popup-and-social-proof) and their preview. */
export const popupsRouter = router({
  get: view.output(ZPopupSettings).query(({ ctx }) => getPopupSettings(ctx.core)),
  save: edit.input(ZPopupSettings).output(ZPopupSettings).mutation(({ ctx, input }) => savePopupSettings(ctx.core, input)),
  /** A mutation only for its POST body: the settings being edited do not fit a query's address. Nothing is written. */
  preview: view.input(ZPopupPreviewInput).output(ZPopupFeed).mutation(({ ctx, input }) => previewPopups(ctx.core, input)),
});

/** What the merchant's website shows in its popups now (site key). */
export const storefrontPopupsRouter = router({
  current: storefrontProcedure.input(ZPopupFeedInput).output(ZPopupFeed).query(({ ctx, input }) => popupFeed(ctx.store, input)),
});
