import { z } from 'zod';
import { VISIBILITIES } from '../catalogue/constants.ts';
import { localizedOutput, localizedText } from '../content/localized.ts';
import { QUICK_EDIT_SORT, requiredSortField, zContentListInput, zContentQuickEdit, zContentRow, zPublicCategorisedItem, ZStorefrontListInput } from '../content/schema.ts';
import { zPage } from '../shared/pagination.ts';
import { GALLERY_FIELDS as F, GALLERY_LIMITS as L, GALLERY_MESSAGES as M } from './constants.ts';

const required = (message: string) => z.string({ error: message }).min(1, message);
const title = localizedText('title', L.titleMaxChars, F.title);
const target = { groupId: required(M.groupEmpty), categoryId: required(M.categoryEmpty) };

/**
 * A gallery photo (spec section 3): title and description in three languages, its picture, group,
 * category, order and status. Group, category and order are required (section 5). The spec's
 * branch waits for the branches (the profile issue).
 */
export const ZGalleryInput = z.object({
  ...title,
  ...localizedText('description', L.descriptionMaxChars, F.description),
  pictureId: required(M.pictureRequired),
  ...target,
  visibility: z.enum(VISIBILITIES).default('public'),
  ...requiredSortField(M.orderEmpty),
});
export type TGalleryInput = z.infer<typeof ZGalleryInput>;
export type TGalleryFormValues = z.input<typeof ZGalleryInput>;

/** Quick edit: title, order, visibility and category (which cannot be emptied: null says so, as the form does). */
export const ZGalleryQuickEdit = zContentQuickEdit(title.titleEn)
  .extend(QUICK_EDIT_SORT)
  .refine((q) => q.categoryId !== null, { message: M.categoryEmpty, path: ['categoryId'] });

/** The gallery list: the content list's filters and a group. */
export const ZGalleryListInput = zContentListInput().extend({ groupId: z.string().min(1).optional() });

/** Add multiple (spec section 5): at most 20 pictures a batch, into one group and category, numbered from a starting order. */
export const ZGalleryBatchInput = z.object({
  ...target,
  ...requiredSortField(M.orderEmpty),
  pictureIds: z.array(required(M.pictureRequired), { error: M.pictureRequired }).min(1, M.pictureRequired).max(L.batchMax, M.tooMany),
  visibility: z.enum(VISIBILITIES).default('public'),
});
export type TGalleryBatchInput = z.infer<typeof ZGalleryBatchInput>;

const own = { sort: z.number().int(), pictureId: z.string(), picture: z.string(), thumbnail: z.string(), groupId: z.string(), groupName: z.string() };

export const ZGalleryRow = zContentRow({ titleEn: z.string(), ...own });
export type TGalleryRow = z.infer<typeof ZGalleryRow>;
export const ZGalleryPage = zPage(ZGalleryRow);

export const ZGalleryDetail = zContentRow({ ...localizedOutput('title'), ...localizedOutput('description'), ...own });
export type TGalleryDetail = z.infer<typeof ZGalleryDetail>;

/** The website's gallery page: by category and by group. */
export const ZPublicGalleryListInput = ZStorefrontListInput.extend({ groupId: z.string().min(1).optional() });

/** A gallery photo as the website reads it, in one language. */
export const ZPublicGalleryPhoto = zPublicCategorisedItem({
  groupId: z.string(),
  groupName: z.string(),
  title: z.string(),
  description: z.string(),
  picture: z.string(),
  thumbnail: z.string(),
});
