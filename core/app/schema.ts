import { z } from 'zod';
import { ZPageInput, zPage } from '../shared/pagination.ts';
import { APP_LIMITS as L, APP_MESSAGES as M } from './constants.ts';
import { CUSTOM_URL, NATIVE_FUNCTIONS, SLIDER_TARGETS } from './native-functions.ts';

const VISIBILITY = z.enum(['public', 'hidden']);
const isHttpUrl = (text: string) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol) && !/\s/.test(text);

/** A slider (platform.md sections 3 and 5): banner and title required; custom_url opens its url, any other value a native function. */
export const ZSliderInput = z
  .object({
    pictureId: z.string({ error: M.bannerRequired }).trim().min(1, M.bannerRequired).max(64),
    title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(L.titleMaxChars),
    url: z.string().trim().max(L.urlMaxChars, M.invalidUrl).default(''),
    nativeFunction: z.enum(SLIDER_TARGETS, { error: M.invalidValue }).default(CUSTOM_URL),
    visibility: VISIBILITY.default('public'),
  })
  .superRefine((s, ctx) => {
    if (s.nativeFunction === CUSTOM_URL && !isHttpUrl(s.url)) ctx.addIssue({ code: 'custom', path: ['url'], message: M.invalidUrl });
  })
  // A native function opens no address: a url left from custom_url is dropped.
  .transform((s) => (s.nativeFunction === CUSTOM_URL ? s : { ...s, url: '' }));
export type TSliderInput = z.input<typeof ZSliderInput>;
export type TSliderValues = z.output<typeof ZSliderInput>;

export const ZSliderId = z.object({ id: z.string().min(1).max(64) });
export const ZUpdateSliderInput = z.object({ id: z.string().min(1).max(64), slider: ZSliderInput });
export const ZSliderVisibilityInput = z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(L.maxSliders), visibility: VISIBILITY });
/** The sliders in their new order, first to last (all of the merchant's). */
export const ZSortSlidersInput = z.object({ ids: z.array(z.string().min(1).max(64)).max(L.maxSliders) });

export const ZSlider = z.object({
  id: z.string(),
  pictureId: z.string(),
  picture: z.string(),
  thumbnail: z.string(),
  title: z.string(),
  url: z.string(),
  nativeFunction: z.string(),
  visibility: VISIBILITY,
  sort: z.number().int(),
  updatedAt: z.date(),
});
export type TSlider = z.infer<typeof ZSlider>;

/** Highlight settings: the native functions the app shows as shortcuts, in order; "same as mobile" takes the website's mobile layout instead. */
export const ZHighlightInput = z.object({
  highlights: z.array(z.enum(NATIVE_FUNCTIONS, { error: M.highlightNotSaved }), { error: M.highlightNotSaved }).max(L.maxHighlights, M.highlightNotSaved).refine((h) => new Set(h).size === h.length, M.highlightNotSaved),
  sameAsMobile: z.boolean(),
});
export type THighlightInput = z.input<typeof ZHighlightInput>;

export const ZAppSettings = z.object({
  highlights: z.array(z.string()),
  sameAsMobile: z.boolean(),
  /** The newest version the merchant's devices reported ('' when none has). */
  appVersion: z.string(),
  /** App management needs MIN_APP_VERSION or above (platform.md section 9). */
  supported: z.boolean(),
  minVersion: z.string(),
});
export type TAppSettings = z.infer<typeof ZAppSettings>;

// ---------------------------------------------------------------- the app API (site key)

export const ZRegisterDeviceInput = z.object({
  token: z.string().trim().min(1).max(L.tokenMaxChars),
  platform: z.enum(['ios', 'android']),
  appVersion: z.string().trim().regex(/^\d+(\.\d+){0,3}$/, M.invalidValue).max(L.versionMaxChars),
});
export const ZRegisteredDevice = z.object({ id: z.string() });
export const ZPublicSlider = ZSlider.pick({ id: true, picture: true, title: true, url: true, nativeFunction: true });

// ---------------------------------------------------------------- push messages

/** A push message (platform.md sections 3 and 5): title required; sent now (no sendAt) or at sendAt. */
export const ZPushMessageInput = z.object({
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(L.titleMaxChars),
  body: z.string().trim().max(L.bodyMaxChars).default(''),
  url: z.string().trim().max(L.urlMaxChars, M.invalidUrl).refine((u) => u === '' || isHttpUrl(u), M.invalidUrl).default(''),
  visibility: VISIBILITY.default('public'),
  sendAt: z.date().nullish(),
});
export type TPushMessageInput = z.input<typeof ZPushMessageInput>;
export type TPushMessageValues = z.output<typeof ZPushMessageInput>;

export const ZPushMessageId = z.object({ id: z.string().min(1).max(64) });
/** What show/hide and cancel answer: the message, named for the confirmation. */
export const ZPushMessageRef = z.object({ id: z.string(), title: z.string() });
export const ZPushVisibilityInput = z.object({ id: z.string().min(1).max(64), visibility: VISIBILITY });
export const ZPushHistoryInput = ZPageInput;

/** One message of the history: scheduled (waiting for sendAt), sending, or sent with its counts. */
export const ZPushMessage = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  visibility: VISIBILITY,
  status: z.enum(['scheduled', 'sending', 'sent']),
  sendAt: z.date(),
  sentAt: z.date().nullable(),
  sentCount: z.number().int(),
  failedCount: z.number().int(),
  createdAt: z.date(),
});
export type TPushMessage = z.infer<typeof ZPushMessage>;
export const ZPushHistory = zPage(ZPushMessage);
