import type { z } from 'zod';
import type { CategoryApi, ContentApi, ContentListRow, ItemPaths } from './content-api.ts';
import type { CategoryWords } from './content-filters.tsx';

/** What a content type's thin screens hand the kit: its procedures, paths, words and schemas. */
export interface ContentScreen<R extends ContentListRow, D, F> {
  /** The type's key in the app router ('news'): what a change refreshes. */
  routerKey: string;
  api: ContentApi<R, D, F>;
  paths: ItemPaths;
  /** The i18n keys of the type's own words. */
  texts: { list: string; add: string };
  /** A row's English title, as lists, questions and quick edit show it. */
  titleOf(row: R): string;
  /** Core's quick-edit schema of the type (its title's rules). */
  quickEditSchema: z.ZodType;
  /** The type has a manual sort (ContentKind.manualSort): a sort number in its form, list and quick edit. */
  manualSort?: boolean;
  /** What the type calls its sort number, when not "Sort" (the gallery's "Order"): an i18n key. */
  sortWord?: string;
  /** What the type calls its categories, when not "Category" (a photo's album). */
  categoryWords?: CategoryWords;
  /** The list's page sizes when not the list pattern's (photos: spec section 9); a constant. */
  pageSizes?: readonly number[];
}

/** A content type with categories: its category screens. */
export type CategorisedScreen<R extends ContentListRow, D, F> = ContentScreen<R, D, F> & { api: { categories: CategoryApi } };
