import { z } from 'zod';
import { publicSliders, registerDevice } from '../../core/app/app-api.ts';
import { ZAppSettings, ZHighlightInput, ZPublicSlider, ZRegisterDeviceInput, ZRegisteredDevice, ZSlider, ZSliderId, ZSliderInput, ZSliderVisibilityInput, ZSortSlidersInput, ZUpdateSliderInput } from '../../core/app/schema.ts';
import { readAppSettings, saveHighlights } from '../../core/app/settings.ts';
import { createSlider, deleteSlider, getSlider, listSliders, setSliderVisibility, sortSliders, updateSlider } from '../../core/app/sliders.ts';
import { moduleProcedure, router, storefrontProcedure } from '../trpc.ts';

const view = moduleProcedure('app', 'view');
const edit = moduleProcedure('app', 'edit');

/** /app/app-management (module app): the sliders, highlight settings and "same as mobile". */
export const appManagementRouter = router({
  settings: view.output(ZAppSettings).query(({ ctx }) => readAppSettings(ctx.core)),
  saveHighlights: edit.input(ZHighlightInput).output(ZAppSettings).mutation(({ ctx, input }) => saveHighlights(ctx.core, input)),
  sliders: router({
    list: view.output(z.array(ZSlider)).query(({ ctx }) => listSliders(ctx.core)),
    get: view.input(ZSliderId).output(ZSlider).query(({ ctx, input }) => getSlider(ctx.core, input)),
    create: edit.input(ZSliderInput).output(ZSlider).mutation(({ ctx, input }) => createSlider(ctx.core, input)),
    update: edit.input(ZUpdateSliderInput).output(ZSlider).mutation(({ ctx, input }) => updateSlider(ctx.core, input)),
    delete: edit.input(ZSliderId).output(ZSliderId).mutation(({ ctx, input }) => deleteSlider(ctx.core, input)),
    setVisibility: edit.input(ZSliderVisibilityInput).output(z.object({ count: z.number().int() })).mutation(({ ctx, input }) => setSliderVisibility(ctx.core, input)),
    sort: edit.input(ZSortSlidersInput).output(z.array(ZSlider)).mutation(({ ctx, input }) => sortSliders(ctx.core, input)),
  }),
});

/** What the merchant's app calls with its site key (header x-site-key). */
export const mobileAppRouter = router({
  registerDevice: storefrontProcedure.input(ZRegisterDeviceInput).output(ZRegisteredDevice).mutation(({ ctx, input }) => registerDevice(ctx.store, input)),
  sliders: storefrontProcedure.output(z.array(ZPublicSlider)).query(({ ctx }) => publicSliders(ctx.store)),
});
