import type { DbClient } from '../db/database.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { keyContains } from '../db/search.ts';
import { audited } from '../user-logs/audited.ts';
import { CATALOGUE_MESSAGES as M } from './constants.ts';
import { mediaUrl } from './media.ts';
import { assertPicture } from './pictures.ts';
import type { TBrandInput, TNamedListInput, TSpecNameInput } from './taxonomy-schema.ts';

type Row = { id: string; createdAt: Date; nameKey: string } & Record<string, unknown>;

/** The calls a named catalogue table answers (tags, brands, Google categories, specification names). */
interface Table {
  findMany(args: object): Promise<Row[]>;
  findUnique(args: object): Promise<Row | null>;
  count(args: object): Promise<number>;
  create(args: object): Promise<Row>;
  update(args: object): Promise<Row>;
  delete(args: object): Promise<Row>;
}

/**
 * One kind of named catalogue thing: names unique per merchant (case-insensitive), a list with
 * search and product counts, and deletion refused with '{name} is in use' while products use it.
 */
interface NamedKind<I> {
  /** Its key under messages.records, and of its activity-log lines under messages.log.catalogue ('tag': tagCreated, ...). */
  record: 'tag' | 'brand' | 'googleCategory' | 'specification';
  nameField: 'name' | 'nameEn';
  sameMessage: string;
  table: (db: DbClient) => Table;
  /** How many products use the thing with this id. */
  usage: (db: DbClient, merchantId: string, id: string) => Promise<number>;
  data: (input: I) => Record<string, unknown>;
  picture?: (input: I) => string | null;
}

function namedKind<I extends Record<string, unknown>, O>(kind: NamedKind<I>, view: (row: Row, merchantId: string, productCount: number) => O) {
  const nameOf = (input: I) => String(input[kind.nameField]);
  const same = () => new AppError('CATALOGUE.NAME_SAME', kind.sameMessage, 'conflict', kind.nameField);
  const key = (merchantId: string, id: string) => ({ merchantId_id: { merchantId, id } });

  async function find(ctx: Ctx, id: string): Promise<Row> {
    const row = await kind.table(ctx.db).findUnique({ where: key(ctx.merchantId, id) });
    if (!row) throw notFound(kind.record);
    return row;
  }
  const asView = async (ctx: Ctx, row: Row) => view(row, ctx.merchantId, await kind.usage(ctx.db, ctx.merchantId, row.id));

  async function assertFree(ctx: Ctx, input: I, exceptId?: string) {
    const other = await kind.table(ctx.db).findUnique({ where: { merchantId_nameKey: { merchantId: ctx.merchantId, nameKey: nameOf(input).toLowerCase() } } });
    if (other && other.id !== exceptId) throw same();
  }

  const write = async <T>(run: () => Promise<T>) => {
    try {
      return await run();
    } catch (error) {
      if (isUniqueViolation(error)) throw same();
      throw error;
    }
  };

  return {
    async list(ctx: Ctx, input: TNamedListInput) {
      // nameKey is the lower-cased name: case-insensitive on both engines, whatever the script.
      const where = { merchantId: ctx.merchantId, ...(input.search && { nameKey: keyContains(input.search) }) };
      const [rows, total] = await Promise.all([
        kind.table(ctx.db).findMany({ where, orderBy: [{ nameKey: 'asc' }], ...skipTake(input) }),
        kind.table(ctx.db).count({ where }),
      ]);
      return { items: await Promise.all(rows.map((r) => asView(ctx, r))), total, page: input.page, pageSize: input.pageSize };
    },
    create(ctx: Ctx, input: I) {
      return audited(ctx, { action: msg(`log.catalogue.${kind.record}Created`, { name: nameOf(input) }), category: 'manage' }, async (tx) => {
        await assertFree(tx, input);
        await assertPicture(tx, kind.picture?.(input) ?? null);
        const row = await write(() => kind.table(tx.db).create({ data: { merchantId: tx.merchantId, nameKey: nameOf(input).toLowerCase(), ...kind.data(input) } }));
        return asView(tx, row);
      });
    },
    update(ctx: Ctx, id: string, input: I) {
      return audited(ctx, { action: msg(`log.catalogue.${kind.record}Updated`, { name: nameOf(input) }), category: 'manage' }, async (tx) => {
        await find(tx, id);
        await assertFree(tx, input, id);
        await assertPicture(tx, kind.picture?.(input) ?? null);
        const row = await write(() => kind.table(tx.db).update({ where: key(tx.merchantId, id), data: { nameKey: nameOf(input).toLowerCase(), ...kind.data(input) } }));
        return asView(tx, row);
      });
    },
    async remove(ctx: Ctx, id: string) {
      const row = await find(ctx, id);
      const name = String(row[kind.nameField]);
      await audited(ctx, { action: msg(`log.catalogue.${kind.record}Deleted`, { name }), category: 'manage' }, async (tx) => {
        if ((await kind.usage(tx.db, tx.merchantId, id)) > 0) throw new AppError('CATALOGUE.IN_USE', M.inUse(name), 'conflict');
        await kind.table(tx.db).delete({ where: key(tx.merchantId, id) });
      });
    },
  };
}

const table = (delegate: unknown) => delegate as Table;

export const tags = namedKind(
  {
    record: 'tag',
    nameField: 'name',
    sameMessage: M.tagSame,
    table: (db) => table(db.productTag),
    usage: (db, merchantId, tagId) => db.productTagLink.count({ where: { merchantId, tagId } }),
    data: (input: { name: string }) => ({ name: input.name }),
  },
  (row, _m, productCount) => ({ id: row.id, name: String(row.name), productCount, createdAt: row.createdAt }),
);

export const brands = namedKind(
  {
    record: 'brand',
    nameField: 'nameEn',
    sameMessage: M.nameSame,
    table: (db) => table(db.productBrand),
    usage: (db, merchantId, brandId) => db.product.count({ where: { merchantId, brandId } }),
    data: (input: TBrandInput) => ({ ...input }),
    picture: (input) => input.pictureId,
  },
  (row, merchantId, productCount) => ({
    id: row.id,
    nameEn: String(row.nameEn),
    nameCn: String(row.nameCn),
    nameBm: String(row.nameBm),
    detailEn: String(row.detailEn),
    detailCn: String(row.detailCn),
    detailBm: String(row.detailBm),
    pictureId: (row.pictureId as string | null) ?? null,
    picture: row.pictureId ? mediaUrl(merchantId, String(row.pictureId), 'thumb') : null,
    productCount,
    createdAt: row.createdAt,
  }),
);

export const googleCategories = namedKind(
  {
    record: 'googleCategory',
    nameField: 'name',
    sameMessage: M.nameSame,
    table: (db) => table(db.googleCategory),
    usage: (db, merchantId, googleCategoryId) => db.product.count({ where: { merchantId, googleCategoryId } }),
    data: (input: { name: string }) => ({ name: input.name }),
  },
  (row, _m, productCount) => ({ id: row.id, name: String(row.name), productCount, createdAt: row.createdAt }),
);

export const specNames = namedKind(
  {
    record: 'specification',
    nameField: 'nameEn',
    sameMessage: M.nameSame,
    table: (db) => table(db.specificationName),
    usage: (db, merchantId, specNameId) => db.productSpec.count({ where: { merchantId, specNameId } }),
    data: (input: TSpecNameInput) => ({ ...input }),
  },
  (row, _m, productCount) => ({ id: row.id, nameEn: String(row.nameEn), nameCn: String(row.nameCn), nameBm: String(row.nameBm), productCount, createdAt: row.createdAt }),
);
