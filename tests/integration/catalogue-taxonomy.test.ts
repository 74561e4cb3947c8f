import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { resolveSession } from '../../core/auth/sessions.ts';
import { CATALOGUE_MESSAGES as M } from '../../core/catalogue/constants.ts';
import { baseContext } from '../../core/shared/context.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import type { Caller } from '../../server/caller.ts';
import { adminSession, expectOneLog, productForm, rejection, testRequest, uniqueName } from '../helpers/fixtures.ts';
import { shopWorld } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const { rt, shop } = await shopWorld();

const db = () => rt.database.client;

const admin = () => adminSession(rt, shop);

const levels = async () =>
  Object.fromEntries((await db().productCategory.findMany({ where: { merchantId: shop.merchantId }, select: { nameEn: true, level: true } })).map((c) => [c.nameEn, c.level]));

describe('categories', () => {
  it('go three levels deep (main, sub, sub-sub) and no deeper', async () => {
    const { caller, request, logs } = admin();
    const names = { main: uniqueName('Main '), sub: uniqueName('Sub '), leaf: uniqueName('Leaf ') };
    const { result: main, logs: written } = await logs(() => caller.categories.create({ nameEn: names.main, nameCn: '主类', detailEn: 'All of it' }));
    expectOneLog(written, { action: `Created category "${names.main}"`, category: 'manage' }, request);
    const sub = await caller.categories.create({ nameEn: names.sub, parentId: main.id });
    const leaf = await caller.categories.create({ nameEn: names.leaf, parentId: sub.id });
    expect([main.level, sub.level, leaf.level]).toEqual([1, 2, 3]);
    expect(leaf.path).toBe(`${names.main} > ${names.sub} > ${names.leaf}`);
    expect(main).toMatchObject({ parentId: null, nameCn: '主类', detailEn: 'All of it', productCount: 0, picture: null });

    const { logs: refused } = await logs(async () => {
      expect(await rejection(caller.categories.create({ nameEn: 'Fourth', parentId: leaf.id }))).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'A category can be at most three levels deep.',
        fieldErrors: { parentId: 'A category can be at most three levels deep.' },
      });
    });
    expect(refused).toEqual([]);
    expect(await db().productCategory.count({ where: { merchantId: shop.merchantId, nameEn: 'Fourth' } })).toBe(0);

    // The list is in tree order: each parent followed by its children.
    const listed = (await caller.categories.list()).filter((c) => Object.values(names).includes(c.nameEn));
    expect(listed.map((c) => [c.path, c.level])).toEqual([
      [names.main, 1],
      [`${names.main} > ${names.sub}`, 2],
      [`${names.main} > ${names.sub} > ${names.leaf}`, 3],
    ]);
  });

  it('move with their whole branch, which must still fit in three levels', async () => {
    const { caller, request, logs } = admin();
    const n = (label: string) => `${label} ${uniqueName('')}`;
    const [a, b] = [n('A'), n('B')];
    const mainA = await caller.categories.create({ nameEn: a });
    const subA = await caller.categories.create({ nameEn: `${a}/sub`, parentId: mainA.id });
    const leafA = await caller.categories.create({ nameEn: `${a}/leaf`, parentId: subA.id });
    const mainB = await caller.categories.create({ nameEn: b });
    const subB = await caller.categories.create({ nameEn: `${b}/sub`, parentId: mainB.id });

    // Sub A (with its child) under Main B: levels 2 and 3.
    const { result: moved, logs: written } = await logs(() => caller.categories.update({ id: subA.id, nameEn: subA.nameEn, parentId: mainB.id }));
    expectOneLog(written, { action: `Updated category "${subA.nameEn}"`, category: 'manage' }, request);
    expect(moved).toMatchObject({ parentId: mainB.id, level: 2, path: `${b} > ${a}/sub` });
    expect(await levels()).toMatchObject({ [`${a}/sub`]: 2, [`${a}/leaf`]: 3 });

    // Under Sub B it would put its child at level 4.
    expect(await rejection(caller.categories.update({ id: subA.id, nameEn: subA.nameEn, parentId: subB.id }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: english(M.categoryTooDeep),
    });
    // A whole three-level branch cannot go under anything.
    await caller.categories.update({ id: subA.id, nameEn: subA.nameEn, parentId: mainA.id });
    expect((await rejection(caller.categories.update({ id: mainA.id, nameEn: a, parentId: mainB.id }))).message).toBe(english(M.categoryTooDeep));
    // The leaf up to the top: level 1; then Main A (now two levels) under Main B: levels 2 and 3.
    await caller.categories.update({ id: leafA.id, nameEn: leafA.nameEn, parentId: null });
    await caller.categories.update({ id: mainA.id, nameEn: a, parentId: mainB.id });
    expect(await levels()).toMatchObject({ [a]: 2, [`${a}/sub`]: 3, [`${a}/leaf`]: 1, [b]: 1, [`${b}/sub`]: 2 });
  });

  it('never move under themselves or their own branch', async () => {
    const { caller, logs } = admin();
    const main = await caller.categories.create({ nameEn: uniqueName('Loop ') });
    const sub = await caller.categories.create({ nameEn: uniqueName('Loop sub '), parentId: main.id });
    const { logs: written } = await logs(async () => {
      for (const parentId of [main.id, sub.id]) {
        expect(await rejection(caller.categories.update({ id: main.id, nameEn: main.nameEn, parentId }))).toMatchObject({
          code: 'BAD_REQUEST',
          message: 'A category cannot be moved under itself.',
          fieldErrors: { parentId: 'A category cannot be moved under itself.' },
        });
      }
    });
    expect(written).toEqual([]);
    expect((await caller.categories.list()).find((c) => c.id === main.id)).toMatchObject({ parentId: null, level: 1 });
  });

  it('have names unique among their siblings, whatever the case', async () => {
    const { caller, logs } = admin();
    const name = uniqueName('Shoes ');
    const first = await caller.categories.create({ nameEn: name });
    const other = await caller.categories.create({ nameEn: uniqueName('Bags ') });
    const { logs: written } = await logs(async () => {
      expect(await rejection(caller.categories.create({ nameEn: name.toUpperCase() }))).toMatchObject({
        code: 'CONFLICT',
        message: 'Name cannot be same',
        fieldErrors: { nameEn: 'Name cannot be same' },
      });
      expect((await rejection(caller.categories.update({ id: other.id, nameEn: ` ${name} ` }))).message).toBe('Name cannot be same');
      expect(await rejection(caller.categories.create({ nameEn: '  ' }))).toMatchObject({ code: 'BAD_REQUEST', message: 'Name cannot be empty' });
    });
    expect(written).toEqual([]);
    // Under another parent the name is free; a category keeps its own name.
    await expect(caller.categories.create({ nameEn: name, parentId: other.id })).resolves.toMatchObject({ nameEn: name, level: 2 });
    await expect(caller.categories.update({ id: first.id, nameEn: name.toLowerCase() })).resolves.toMatchObject({ nameEn: name.toLowerCase() });
  });

  it("cannot be deleted while products or sub-categories use them: '{name} is in use'", async () => {
    const { caller, request, logs } = admin();
    const used = await caller.categories.create({ nameEn: uniqueName('Used ') });
    const parent = await caller.categories.create({ nameEn: uniqueName('Parent ') });
    const child = await caller.categories.create({ nameEn: uniqueName('Child '), parentId: parent.id });
    const product = await caller.products.create(productForm(used.id));
    expect((await caller.categories.list()).find((c) => c.id === used.id)?.productCount).toBe(1);
    const { logs: written } = await logs(async () => {
      expect(await rejection(caller.categories.delete({ id: used.id }))).toMatchObject({ code: 'CONFLICT', message: `${used.nameEn} is in use` });
      expect(await rejection(caller.categories.delete({ id: parent.id }))).toMatchObject({ code: 'CONFLICT', message: `${parent.nameEn} is in use` });
      expect(await rejection(caller.categories.delete({ id: 'no-such-category' }))).toMatchObject({ code: 'NOT_FOUND', message: 'Category not found.' });
      expect(await rejection(caller.categories.create({ nameEn: 'Orphan', parentId: 'no-such-category' }))).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Please choose a parent category from the list.',
      });
    });
    expect(written).toEqual([]);
    expect(await db().productCategory.count({ where: { merchantId: shop.merchantId, id: { in: [used.id, parent.id, child.id] } } })).toBe(3);

    const { logs: deleted } = await logs(async () => {
      await caller.categories.delete({ id: child.id });
      await caller.categories.delete({ id: parent.id });
    });
    expect(deleted.map((l) => [l.action, l.category, l.ip])).toEqual([
      [`Deleted category "${child.nameEn}"`, 'manage', request.ip],
      [`Deleted category "${parent.nameEn}"`, 'manage', request.ip],
    ]);
    await caller.products.delete({ ids: [product.id] });
    await caller.categories.delete({ id: used.id });
    expect(await db().productCategory.count({ where: { merchantId: shop.merchantId, id: { in: [used.id, parent.id, child.id] } } })).toBe(0);
  });

  it("take the shop's own uploaded picture only", async () => {
    const { caller } = admin();
    const session = await resolveSession(baseContext(rt.database, rt.env, testRequest()), shop.admin.token);
    const picture = await saveUpload(session!.ctx, 'catalogue-picture', 'banner.png', await QRCode.toBuffer('banner'));
    const own = await caller.categories.create({ nameEn: uniqueName('Pictured '), pictureId: picture.id });
    expect(own).toMatchObject({ pictureId: picture.id, picture: `/media/${shop.merchantId}/${picture.id}/thumb` });
    expect(await rejection(caller.categories.create({ nameEn: uniqueName('Bad picture '), pictureId: 'no-such-upload' }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Please upload the picture again.',
      fieldErrors: { pictureId: 'Please upload the picture again.' },
    });
    const brand = await caller.brands.create({ nameEn: uniqueName('Pictured brand '), pictureId: picture.id });
    expect(brand.picture).toBe(`/media/${shop.merchantId}/${picture.id}/thumb`);
  });
});

/** What the four named catalogue lists have in common, and how a product comes to use one. */
interface Kind {
  label: string;
  empty: string;
  same: string;
  create(c: Caller, name: string): Promise<{ id: string }>;
  update(c: Caller, id: string, name: string): Promise<{ id: string }>;
  remove(c: Caller, id: string): Promise<void>;
  list(c: Caller, search: string): Promise<{ items: { id: string; productCount: number }[]; total: number }>;
  use(id: string, name: string): Partial<ReturnType<typeof productForm>>;
}

const KINDS: Kind[] = [
  {
    label: 'tag',
    empty: 'Tag name cannot be empty',
    same: 'Tag name cannot be same',
    create: (c, name) => c.tags.create({ name }),
    update: (c, id, name) => c.tags.update({ id, name }),
    remove: (c, id) => c.tags.delete({ id }),
    list: (c, search) => c.tags.list({ search }),
    use: (_id, name) => ({ tags: [name] }),
  },
  {
    label: 'brand',
    empty: 'Name cannot be empty',
    same: 'Name cannot be same',
    create: (c, name) => c.brands.create({ nameEn: name }),
    update: (c, id, name) => c.brands.update({ id, nameEn: name }),
    remove: (c, id) => c.brands.delete({ id }),
    list: (c, search) => c.brands.list({ search }),
    use: (id) => ({ brandId: id }),
  },
  {
    label: 'Google category',
    empty: 'Name cannot be empty',
    same: 'Name cannot be same',
    create: (c, name) => c.googleCategories.create({ name }),
    update: (c, id, name) => c.googleCategories.update({ id, name }),
    remove: (c, id) => c.googleCategories.delete({ id }),
    list: (c, search) => c.googleCategories.list({ search }),
    use: (id) => ({ googleCategoryId: id }),
  },
  {
    label: 'specification',
    empty: 'Name cannot be empty',
    same: 'Name cannot be same',
    create: (c, name) => c.specNames.create({ nameEn: name }),
    update: (c, id, name) => c.specNames.update({ id, nameEn: name }),
    remove: (c, id) => c.specNames.delete({ id }),
    list: (c, search) => c.specNames.list({ search }),
    use: (id, name) => ({ specs: [{ specNameId: id, nameEn: name, detailEn: 'Cotton' }] }),
  },
];

for (const kind of KINDS) {
  describe(`${kind.label} names`, () => {
    it('are not empty and not repeated, whatever the case; each change writes one log entry', async () => {
      const { caller, request, logs } = admin();
      const name = uniqueName('Name ');
      const { result: created, logs: createdLog } = await logs(() => kind.create(caller, ` ${name} `));
      expectOneLog(createdLog, { action: `Created ${kind.label} "${name}"`, category: 'manage' }, request);
      const other = await kind.create(caller, uniqueName('Other '));
      const { logs: refused } = await logs(async () => {
        expect(await rejection(kind.create(caller, '   '))).toMatchObject({ code: 'BAD_REQUEST', message: kind.empty });
        expect(await rejection(kind.create(caller, name.toUpperCase()))).toMatchObject({ code: 'CONFLICT', message: kind.same });
        expect(await rejection(kind.update(caller, other.id, name.toLowerCase()))).toMatchObject({ code: 'CONFLICT', message: kind.same });
        expect(await rejection(kind.update(caller, 'no-such-id', uniqueName('Missing ')))).toMatchObject({ code: 'NOT_FOUND' });
        expect(await rejection(kind.remove(caller, 'no-such-id'))).toMatchObject({ code: 'NOT_FOUND' });
      });
      expect(refused).toEqual([]);
      expect((await kind.list(caller, name)).items.map((i) => i.id)).toEqual([created.id]);

      // Its own name in another case is fine.
      const renamed = name.toUpperCase();
      const { logs: updatedLog } = await logs(() => kind.update(caller, created.id, renamed));
      expectOneLog(updatedLog, { action: `Updated ${kind.label} "${renamed}"`, category: 'manage' }, request);
      const { logs: deletedLog } = await logs(() => kind.remove(caller, other.id));
      expect(deletedLog).toHaveLength(1);
      expect(deletedLog[0]!.action).toMatch(new RegExp(`^Deleted ${kind.label} "Other `));
      expect((await kind.list(caller, 'Other ')).items.map((i) => i.id)).not.toContain(other.id);
    });

    it("cannot be deleted while a product uses them: '{name} is in use'", async () => {
      const { caller, logs } = admin();
      const name = uniqueName('Used ');
      const thing = await kind.create(caller, name);
      const categoryId = (await caller.categories.create({ nameEn: uniqueName('Cat ') })).id;
      const product = await caller.products.create(productForm(categoryId, kind.use(thing.id, name)));
      expect((await kind.list(caller, name.toLowerCase())).items).toEqual([expect.objectContaining({ id: thing.id, productCount: 1 })]);
      const { logs: refused } = await logs(async () => {
        expect(await rejection(kind.remove(caller, thing.id))).toMatchObject({ code: 'CONFLICT', message: `${name} is in use` });
      });
      expect(refused).toEqual([]);
      await caller.products.delete({ ids: [product.id] });
      await kind.remove(caller, thing.id);
      expect((await kind.list(caller, name)).total).toBe(0);
    });
  });
}

describe('named lists', () => {
  it('search case-insensitively and page', async () => {
    const { caller } = admin();
    const marker = uniqueName('pg');
    for (let i = 0; i < 25; i++) await caller.googleCategories.create({ name: `${marker} item ${String(i).padStart(2, '0')}` });
    const page2 = await caller.googleCategories.list({ search: marker.toUpperCase(), page: 2, pageSize: 20 });
    expect(page2.total).toBe(25);
    expect(page2.items.map((i) => i.name)).toEqual([20, 21, 22, 23, 24].map((i) => `${marker} item ${i}`));
    expect((await caller.googleCategories.list({ search: marker, pageSize: 40 })).items).toHaveLength(25);
  });

  it('search any script case-insensitively, and take % and _ as plain characters', async () => {
    const { caller } = admin();
    const marker = uniqueName('');
    const brands = [`Édition ${marker}`, `100% Kain ${marker}`, `Kain_Batik ${marker}`, `KainXBatik ${marker}`];
    for (const nameEn of brands) await caller.brands.create({ nameEn });
    const found = async (search: string) => (await caller.brands.list({ search, pageSize: 80 })).items.map((b) => b.nameEn).sort();
    expect(await found(`ÉDITION ${marker}`.toLowerCase())).toEqual([brands[0]]);
    expect(await found(`édition ${marker}`.toUpperCase())).toEqual([brands[0]]);
    expect(await found(`% kain ${marker}`)).toEqual([brands[1]]);
    expect(await found(`kain_batik ${marker}`)).toEqual([brands[2]]);
    expect(await found(`kain\\batik`)).toEqual([]);
    expect(await found(marker)).toEqual([...brands].sort());
  });
});
