import { z } from 'zod';
import { ZCreditKind } from './schema.ts';

/** manual: packs are bought by hand; the others buy the chosen pack with the saved card when a pack expires, the balance is used up, or either. */
export const RELOAD_MODES = ['manual', 'on_expiry', 'on_empty', 'either'] as const;
export type ReloadMode = (typeof RELOAD_MODES)[number];
/** What made a reload due. */
export type ReloadTrigger = 'expiry' | 'empty';
export const RELOAD_OUTCOMES = ['', 'paid', 'failed', 'no_card'] as const;

export const ZAutoReloadInput = z.object({ kind: ZCreditKind, mode: z.enum(RELOAD_MODES), packId: z.string().min(1).max(64) });
export type TAutoReloadInput = z.infer<typeof ZAutoReloadInput>;

export const ZAutoReloadView = z.object({
  card: z.object({ label: z.string(), savedAt: z.date() }).nullable(),
  reloads: z.array(
    z.object({
      kind: ZCreditKind,
      mode: z.enum(RELOAD_MODES),
      packId: z.string(),
      /** A reload is due or being charged. */
      inFlight: z.boolean(),
      lastOutcome: z.enum(RELOAD_OUTCOMES),
      lastAt: z.date().nullable(),
    }),
  ),
});
export type TAutoReloadView = z.infer<typeof ZAutoReloadView>;
