import type { DbClient } from '../db/database.ts';
import type { Ctx } from '../shared/context.ts';
import type { TContentFields } from './schema.ts';

/** The kit's columns of every content table (docs/content.md); the type's own follow. */
export type ContentRow = {
  id: string;
  slug: string;
  /** Absent in a type without categories. */
  categoryId?: string | null;
  visibility: string;
  createdAt: Date;
  updatedAt: Date;
  /** The relation every content table names `category`, read with its English name. */
  category?: { nameEn: string; nameCn: string; nameBm: string } | null;
} & Record<string, unknown>;

export type CategoryRow = { id: string; nameEn: string; nameCn: string; nameBm: string; sort: number; createdAt: Date };

/** The Prisma delegate calls the kit makes of a content table (news, services...) or its categories. */
export interface Table<R> {
  findMany(args: object): Promise<R[]>;
  findUnique(args: object): Promise<R | null>;
  count(args: object): Promise<number>;
  create(args: object): Promise<R>;
  update(args: object): Promise<R>;
  updateMany(args: object): Promise<{ count: number }>;
  delete(args: object): Promise<R>;
  deleteMany(args: object): Promise<{ count: number }>;
  groupBy(args: object): Promise<unknown[]>;
}

export const asTable = <R>(delegate: unknown) => delegate as Table<R>;

/** What a content type tells the kit; the rest (lists, bulk actions, categories, storefront) is the kit's. */
export interface ContentKind<I extends TContentFields> {
  /** Its key under messages.records and messages.content.kinds ('news'); NEWS.NOT_FOUND. */
  record: string;
  /** Its categories' key under messages.records ('newsCategory'); a type without categories has none. */
  categoryRecord?: string;
  items(db: DbClient): Table<ContentRow>;
  /** Its categories' table; without it the type has no category column, filter or procedures. */
  categories?(db: DbClient): Table<CategoryRow>;
  /** The table has a `sort` column the merchant sets: the default order is by it, then newest. */
  manualSort?: boolean;
  /** The type's English title column ('titleEn'): A-Z sorts, slugs, quick edit, activity-log lines. */
  titleField: string;
  /** The fields (without language suffix) the list search matches in every language. */
  searchFields: readonly string[];
  /** The type's own columns of a form's input (the kit writes categoryId, visibility, slug and searchText). */
  data(input: I): Record<string, unknown>;
  /** What the website's reads add to 'public' (photos: their album public too). */
  publicWhere?: Record<string, unknown>;
  /** The uploads an input names: each must be one of the merchant's content pictures. */
  pictures(input: I): (string | null)[];
  /** Columns read from the merchant's other records when an item is saved (downloads: the file's name and size, from its upload); may refuse the input. */
  derived?(ctx: Ctx, input: I): Promise<Record<string, unknown>>;
  /** Relations the type's views read besides its category (services: `tags`), in lists, forms and the storefront. */
  include?: Record<string, unknown>;
  /** The type's own list filters (services: a tag), added to the kit's `where`; its router declares the input. */
  listWhere?(input: Record<string, unknown>): Record<string, unknown>;
  /** Writes the type's own rows of an item (services: its tag links) in the item's transaction, after the item; checks them first. */
  saveRelated?(ctx: Ctx, itemId: string, input: I): Promise<void>;
}

const WITH_CATEGORY = { category: { select: { nameEn: true, nameCn: true, nameBm: true } } };

/** What every read of a type's items includes: its category (given categories) and the relations its views read. */
export const itemInclude = <I extends TContentFields>(kind: ContentKind<I>) =>
  kind.categories || kind.include ? { ...(kind.categories && WITH_CATEGORY), ...kind.include } : undefined;

/** A content type with categories. */
export type CategorisedKind<I extends TContentFields> = ContentKind<I> & Required<Pick<ContentKind<I>, 'categoryRecord' | 'categories'>>;
