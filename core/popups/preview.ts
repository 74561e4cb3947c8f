import type { Ctx } from '../shared/context.ts';
import { buildPopupFeed } from './feed.ts';
import { ZPopupPreviewInput, type TPopupFeed } from './schema.ts';

/** The settings screen's preview: what the website would show on a page with the settings being edited, read now. */
export function previewPopups(ctx: Ctx, raw: unknown): Promise<TPopupFeed> {
  const { settings, page, productId } = ZPopupPreviewInput.parse(raw);
  return buildPopupFeed({ ...ctx, siteKeyId: '' }, settings, { page, productId });
}
