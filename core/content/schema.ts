import { z } from 'zod';
import { VISIBILITIES } from '../catalogue/constants.ts';
import { PAGE_SIZES, ZPageInput, zPage, zPageInputOf } from '../shared/pagination.ts';
import { CONTENT_MESSAGES as M } from './messages.ts';
import { ZStorefrontLanguage } from './localized.ts';

/** Spec section 9's sorts that fit content (the sales ones are the products'). */
export const CONTENT_SORTS = ['default', 'newest', 'oldest', 'a_z', 'z_a'] as const;
export type TContentSort = (typeof CONTENT_SORTS)[number];
export type TVisibility = (typeof VISIBILITIES)[number];

const id = z.string().min(1);

/** Every content list: search, category, visibility, sort and pages of the sizes its screen offers. */
export const zContentListInput = (pageSizes: readonly number[] = PAGE_SIZES) =>
  zPageInputOf(pageSizes).extend({
    search: z.string().trim().max(100).optional(),
    categoryId: id.optional(),
    visibility: z.enum(VISIBILITIES).optional(),
    sort: z.enum(CONTENT_SORTS).default('default'),
  });
/** The list pattern's pages (20, 40, 60, 80). */
export const ZContentListInput = zContentListInput();
export type TContentListInput = z.infer<typeof ZContentListInput>;

export const ZContentIdInput = z.object({ id });
export const ZContentIdsInput = z.object({ ids: z.array(id).min(1).max(500) });
export const ZContentVisibilityInput = ZContentIdsInput.extend({ visibility: z.enum(VISIBILITIES) });
export const ZUpdatedCount = z.object({ updated: z.number().int() });
export const ZDeletedCount = z.object({ deleted: z.number().int() });

/** The kit's field of every item's form: whether the website shows it. */
export const VISIBILITY_FIELD = { visibility: z.enum(VISIBILITIES).default('public') };
/** The kit's fields of a categorised type's form: its category (optional) and its visibility. */
export const CONTENT_FIELDS = { categoryId: id.nullable().default(null), ...VISIBILITY_FIELD };

/** A manual sort number (ContentKind.manualSort): lower comes first; without one, emptyMessage when given. */
const sortNumber = (emptyMessage?: string) => z.number(emptyMessage ? { error: emptyMessage } : undefined).int().min(0).max(1_000_000);
const zSortNumber = sortNumber();
/** The form's field of a type with a manual sort. */
export const SORT_FIELD = { sort: zSortNumber.default(0) };
/** The same field when the merchant must give it (the gallery's "order"): empty says emptyMessage. */
export const requiredSortField = (emptyMessage: string) => ({ sort: sortNumber(emptyMessage) });

export interface TContentFields {
  /** Only in a type with categories. */
  categoryId?: string | null;
  visibility: TVisibility;
  /** Only in a type with a manual sort. */
  sort?: number;
}

/** Quick edit of a list's own columns: the English title and the visibility; what is absent stays. */
export const zItemQuickEdit = (title: z.ZodType<string>) =>
  // An optional title's default ('') would overwrite the title whenever quick edit leaves it out.
  z.object({ id, title: (title instanceof z.ZodDefault ? (title.unwrap() as z.ZodType<string>) : title).optional(), visibility: z.enum(VISIBILITIES).optional() });
/** Quick edit of a categorised type's list: its title, visibility and category. */
export const zContentQuickEdit = (title: z.ZodType<string>) => zItemQuickEdit(title).extend({ categoryId: id.nullable().optional() });
/** The quick edit's field of a type with a manual sort (extend either schema above with it). */
export const QUICK_EDIT_SORT = { sort: zSortNumber.optional() };
export interface TContentQuickEdit {
  id: string;
  title?: string;
  categoryId?: string | null;
  visibility?: TVisibility;
  sort?: number;
}

/** The kit's columns of every list row and form, beside the type's own. */
export const zContentRow = <S extends z.ZodRawShape>(own: S) =>
  z.object({ id: z.string(), slug: z.string(), categoryId: z.string().nullable(), categoryName: z.string().nullable(), visibility: z.enum(VISIBILITIES), createdAt: z.date(), updatedAt: z.date(), ...own });

const categoryName = (max: number) => z.string().trim().max(max).default('');

/** A name of a named list (core/content/named-list.ts): three languages (English required, unique) and its place in lists; empty says emptyMessage. */
export const zNamedInput = (emptyMessage: string) =>
  z.object({
    nameEn: z.string({ error: emptyMessage }).trim().min(1, emptyMessage).max(150),
    nameCn: categoryName(150),
    nameBm: categoryName(150),
    sort: zSortNumber.default(0),
  });
/** A content category: its name in three languages (English required, unique) and its place in lists. */
export const ZContentCategoryInput = zNamedInput(M.nameEmpty);
export type TContentCategoryInput = z.infer<typeof ZContentCategoryInput>;
export const ZUpdateContentCategoryInput = ZContentCategoryInput.extend({ id });

export const ZContentCategoryRow = z.object({
  id: z.string(),
  nameEn: z.string(),
  nameCn: z.string(),
  nameBm: z.string(),
  sort: z.number().int(),
  itemCount: z.number().int(),
  createdAt: z.date(),
});
export type TContentCategoryRow = z.infer<typeof ZContentCategoryRow>;
export const ZContentCategoryPage = zPage(ZContentCategoryRow);
export const ZCategoryListInput = ZPageInput.extend({ search: z.string().trim().max(100).optional() });
export type TCategoryListInput = z.infer<typeof ZCategoryListInput>;
/** Every category by name, for a filter or a form's choice. */
export const ZContentCategoryOptions = z.array(z.object({ id: z.string(), nameEn: z.string() }));

// ------------------------------------------------------------ the storefront API

export const ZStorefrontListInput = z.object({
  lang: ZStorefrontLanguage,
  categoryId: id.optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export type TStorefrontListInput = z.infer<typeof ZStorefrontListInput>;

/** One item by its slug (or its id). */
export const ZStorefrontItemInput = z
  .object({ lang: ZStorefrontLanguage, slug: z.string().min(1).max(200).optional(), id: id.optional() })
  .refine((input) => input.slug !== undefined || input.id !== undefined, M.slugOrId);
export type TStorefrontItemInput = z.infer<typeof ZStorefrontItemInput>;

export const ZStorefrontLanguageInput = z.object({ lang: ZStorefrontLanguage });
export const ZStorefrontCategories = z.array(z.object({ id: z.string(), name: z.string() }));

/** An item as the website reads it: the kit's columns (storefront.ts publicItemColumns), then the type's own. */
export const zPublicItem = <S extends z.ZodRawShape>(own: S) => z.object({ id: z.string(), slug: z.string(), ...own, createdAt: z.date(), updatedAt: z.date() });
/** The same for a type with categories (publicColumns): its category's id and name in the language asked for. */
export const zPublicCategorisedItem = <S extends z.ZodRawShape>(own: S) => zPublicItem({ categoryId: z.string().nullable(), categoryName: z.string().nullable(), ...own });
