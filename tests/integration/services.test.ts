import { describe, expect, it } from 'vitest';
import type { Caller } from '../../server/caller.ts';
import { expectOneLog, rejection, seedMerchant, seedSubUser, uniqueName, adminSession } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
const admin = () => adminSession(rt, shop);
const MAX_MESSAGE = 'You can choose up to 10 only!';

/** A service of a unique name at a fixed RM 50.00. */
const form = (overrides: Partial<Parameters<Caller['services']['create']>[0]> = {}) => ({ nameEn: uniqueName('Haircut '), priceSen: 5000, ...overrides });

describe('services', () => {
  it('are created with name, description, price, tags, category, visibility and sort, and edited', async () => {
    const { caller, request, logs } = admin();
    const category = await caller.services.categories.create({ nameEn: uniqueName('Salon ') });
    const tag = await caller.services.tags.create({ nameEn: uniqueName('Popular ') });
    const name = uniqueName('Hair colour ');
    const { result: created, logs: written } = await logs(() =>
      caller.services.create({ nameEn: name, nameCn: '染发', descriptionEn: 'Any colour.', priceType: 'range', minPriceSen: 8000, maxPriceSen: 15000, tagIds: [tag.id], categoryId: category.id, sort: 2 }),
    );
    expectOneLog(written, { action: `Service: created "${name}"`, category: 'manage' }, request);
    expect(created).toMatchObject({
      nameEn: name,
      nameCn: '染发',
      descriptionEn: 'Any colour.',
      priceType: 'range',
      priceSen: null,
      minPriceSen: 8000,
      maxPriceSen: 15000,
      showPrice: true,
      tags: [{ id: tag.id, nameEn: tag.nameEn }],
      categoryName: category.nameEn,
      sort: 2,
      visibility: 'public',
    });
    expect((await caller.services.list({ search: name })).items[0]).toMatchObject({ id: created.id, minPriceSen: 8000, tags: [{ id: tag.id, nameEn: tag.nameEn }] });

    // The type changes to a fixed price: the range is not kept; the tags are replaced by the ones sent.
    const updated = await caller.services.update({ id: created.id, item: { nameEn: name, priceType: 'fixed', priceSen: 9900, minPriceSen: 1, maxPriceSen: 2, tagIds: [], showPrice: false } });
    expect(updated).toMatchObject({ slug: created.slug, priceType: 'fixed', priceSen: 9900, minPriceSen: null, maxPriceSen: null, showPrice: false, tags: [], categoryId: null });
    expect(await caller.services.get({ id: created.id })).toEqual(updated);
  });

  it('refuse an empty name and a price that is missing or wrong, naming the field', async () => {
    const { caller } = admin();
    expect(await rejection(caller.services.create(form({ nameEn: ' ' })))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { nameEn: 'Service name cannot be empty' } });
    expect(await rejection(caller.services.create(form({ priceSen: null })))).toMatchObject({ fieldErrors: { priceSen: 'Enter the price.' } });
    expect(await rejection(caller.services.create(form({ priceSen: -1 })))).toMatchObject({ fieldErrors: { priceSen: 'Price cannot be negative.' } });
    expect(await rejection(caller.services.create(form({ priceType: 'range', priceSen: null })))).toMatchObject({
      fieldErrors: { minPriceSen: 'Enter the minimum price of the range.', maxPriceSen: 'Enter the maximum price of the range.' },
    });
    expect(await rejection(caller.services.create(form({ priceType: 'range', minPriceSen: 5000, maxPriceSen: 4000 })))).toMatchObject({
      fieldErrors: { minPriceSen: 'The minimum price cannot be more than the maximum price.' },
    });
    expect((await caller.services.create(form({ priceType: 'range', minPriceSen: 5000, maxPriceSen: 5000 }))).minPriceSen).toBe(5000);
    expect((await caller.services.create(form({ priceSen: 0 }))).priceSen).toBe(0);
    const item = await caller.services.create(form());
    expect(await rejection(caller.services.update({ id: item.id, item: { nameEn: 'x', priceType: 'range', minPriceSen: 2, maxPriceSen: 1 } }))).toMatchObject({
      fieldErrors: { 'item.minPriceSen': 'The minimum price cannot be more than the maximum price.' },
    });
  });

  it('carry at most 10 tags (the maximum service selection), of the merchant only, and filter by tag', async () => {
    const other = await seedMerchant(rt);
    const caller = other.admin.caller;
    const tags = await Promise.all(Array.from({ length: 11 }, (_, i) => caller.services.tags.create({ nameEn: `Tag ${i}` })));
    const ids = tags.map((t) => t.id);
    expect(await rejection(caller.services.create(form({ tagIds: ids })))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { tagIds: MAX_MESSAGE } });
    const full = await caller.services.create(form({ nameEn: 'Full', tagIds: ids.slice(0, 10) }));
    expect(full.tags.map((t) => t.nameEn)).toEqual(['Tag 0', 'Tag 1', 'Tag 2', 'Tag 3', 'Tag 4', 'Tag 5', 'Tag 6', 'Tag 7', 'Tag 8', 'Tag 9']);
    const one = await caller.services.create(form({ nameEn: 'One', tagIds: [ids[10]!, ids[10]!] }));
    expect(one.tags).toEqual([{ id: ids[10], nameEn: 'Tag 10' }]);
    await caller.services.create(form({ nameEn: 'None' }));

    const names = async (tagId?: string) => (await caller.services.list({ ...(tagId && { tagId }), sort: 'a_z' })).items.map((s) => s.nameEn);
    expect(await names()).toEqual(['Full', 'None', 'One']);
    expect(await names(ids[10])).toEqual(['One']);
    expect(await names(ids[0])).toEqual(['Full']);
    expect((await caller.services.tags.list({ search: 'tag 1' })).items.map((t) => [t.nameEn, t.itemCount])).toEqual([
      ['Tag 1', 1],
      ['Tag 10', 1],
    ]);

    const foreign = await admin().caller.services.tags.create({ nameEn: uniqueName('Foreign ') });
    expect(await rejection(caller.services.create(form({ tagIds: [foreign.id] })))).toMatchObject({ code: 'NOT_FOUND', fieldErrors: { tagIds: 'Service tag not found.' } });
    expect(await rejection(caller.services.update({ id: one.id, item: form({ tagIds: [foreign.id] }) }))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await caller.services.get({ id: one.id })).tags).toHaveLength(1);
  });

  it('list by sort number first, then newest, by default; quick edit changes the sort', async () => {
    const caller = (await seedMerchant(rt)).admin.caller;
    const make = (nameEn: string, sort: number) => caller.services.create(form({ nameEn, sort }));
    await make('Banana', 2);
    const apple = await make('Apple', 1);
    await make('Cherry', 2);
    await make('Date', 0);
    const names = async () => (await caller.services.list({})).items.map((s) => s.nameEn);
    expect(await names()).toEqual(['Date', 'Apple', 'Cherry', 'Banana']);
    expect(await caller.services.quickEdit({ id: apple.id, sort: 5 })).toMatchObject({ nameEn: 'Apple', sort: 5, priceSen: 5000 });
    expect(await names()).toEqual(['Date', 'Cherry', 'Banana', 'Apple']);
  });
});

describe('service tags and categories', () => {
  it('have unique names in any case, cannot be empty, and one in use cannot be deleted', async () => {
    const { caller, request, logs } = admin();
    const name = uniqueName('Express ');
    const { result: tag, logs: written } = await logs(() => caller.services.tags.create({ nameEn: name }));
    expectOneLog(written, { action: `Service: created tag "${name}"`, category: 'manage' }, request);
    expect(await rejection(caller.services.tags.create({ nameEn: name.toUpperCase() }))).toMatchObject({ code: 'CONFLICT', message: 'Tag name cannot be same' });
    expect(await rejection(caller.services.tags.create({ nameEn: '  ' }))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { nameEn: 'Tag name cannot be empty' } });
    const renamed = await caller.services.tags.update({ id: tag.id, nameEn: `${name} 2`, nameCn: '快速' });
    expect(renamed).toMatchObject({ nameEn: `${name} 2`, nameCn: '快速', itemCount: 0 });
    expect(await caller.services.tags.options()).toContainEqual({ id: tag.id, nameEn: `${name} 2` });

    const item = await caller.services.create(form({ tagIds: [tag.id] }));
    expect(await rejection(caller.services.tags.delete({ id: tag.id }))).toMatchObject({ code: 'CONFLICT', appCode: 'CONTENT.IN_USE', message: `${name} 2 is in use` });
    await caller.services.update({ id: item.id, item: form({ nameEn: item.nameEn }) });
    await caller.services.tags.delete({ id: tag.id });
    expect(await rejection(caller.services.tags.delete({ id: tag.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'Service tag not found.' });

    const category = await caller.services.categories.create({ nameEn: uniqueName('Nails ') });
    const inCategory = await caller.services.create(form({ categoryId: category.id }));
    expect(await rejection(caller.services.categories.delete({ id: category.id }))).toMatchObject({ code: 'CONFLICT', message: `${category.nameEn} is in use` });
    expect((await caller.services.list({ categoryId: category.id })).items.map((s) => s.id)).toEqual([inCategory.id]);
    // Deleting a service takes its tag links with it.
    const tagged = await caller.services.tags.create({ nameEn: uniqueName('Gone ') });
    const gone = await caller.services.create(form({ tagIds: [tagged.id] }));
    await caller.services.delete({ ids: [gone.id] });
    await caller.services.tags.delete({ id: tagged.id });
  });
});

describe('services on the website', () => {
  it('are public ones only, in the merchant’s order, with tag names, and the price only when shown', async () => {
    const caller = (await seedMerchant(rt)).admin.caller;
    const website = storefrontCaller(rt, (await caller.siteKeys.create()).key);
    const category = await caller.services.categories.create({ nameEn: 'Spa', nameBm: 'Spa BM' });
    const tag = await caller.services.tags.create({ nameEn: 'Relax', nameCn: '放松' });
    const shown = await caller.services.create({ nameEn: 'Massage', nameCn: '按摩', priceType: 'range', minPriceSen: 8000, maxPriceSen: 12000, tagIds: [tag.id], categoryId: category.id, sort: 1 });
    const quiet = await caller.services.create({ nameEn: 'Facial', priceSen: 7000, showPrice: false, sort: 2 });
    const hidden = await caller.services.create({ nameEn: 'Secret', priceSen: 1, visibility: 'hidden' });

    const page = await website.storefront.content.services.list({ lang: 'cn' });
    expect(page.items.map((s) => s.name)).toEqual(['按摩', 'Facial']);
    expect(page.items[0]).toEqual({
      id: shown.id,
      slug: shown.slug,
      categoryId: category.id,
      categoryName: 'Spa',
      name: '按摩',
      description: '',
      picture: null,
      priceType: 'range',
      showPrice: true,
      priceSen: null,
      minPriceSen: 8000,
      maxPriceSen: 12000,
      tags: ['放松'],
      createdAt: shown.createdAt,
      updatedAt: shown.updatedAt,
    });
    expect(page.items[1]).toMatchObject({ showPrice: false, priceSen: null, minPriceSen: null, maxPriceSen: null });
    expect(await website.storefront.content.services.get({ id: quiet.id })).toMatchObject({ name: 'Facial', priceSen: null });
    expect((await website.storefront.content.services.list({ categoryId: category.id })).items.map((s) => s.id)).toEqual([shown.id]);
    expect(await website.storefront.content.services.categories({ lang: 'bm' })).toEqual([{ id: category.id, name: 'Spa BM' }]);
    expect(await rejection(website.storefront.content.services.get({ id: hidden.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(website.storefront.content.services.get({ slug: hidden.slug }))).toMatchObject({ code: 'NOT_FOUND' });
    const mine = await admin().caller.services.create(form());
    expect(await rejection(website.storefront.content.services.get({ id: mine.id }))).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('service tenancy and access', () => {
  it('belong to their merchant, and follow the manage module’s permissions', async () => {
    const { caller } = admin();
    const item = await caller.services.create(form());
    const tag = await caller.services.tags.create({ nameEn: uniqueName('Mine ') });
    const other = await seedMerchant(rt);
    expect(await rejection(other.admin.caller.services.get({ id: item.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'Service not found.' });
    expect(await rejection(other.admin.caller.services.update({ id: item.id, item: form() }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(other.admin.caller.services.delete({ ids: [item.id] }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(other.admin.caller.services.tags.update({ id: tag.id, nameEn: 'Taken' }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(other.admin.caller.services.tags.delete({ id: tag.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await other.admin.caller.services.list({ tagId: tag.id })).items).toEqual([]);
    expect((await other.admin.caller.services.tags.options()).map((t) => t.id)).not.toContain(tag.id);

    const viewer = await seedSubUser(rt, shop, { manage: 'view' });
    expect((await viewer.caller.services.get({ id: item.id })).id).toBe(item.id);
    expect((await viewer.caller.services.tags.list({})).total).toBeGreaterThan(0);
    expect(await rejection(viewer.caller.services.create(form()))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await rejection(viewer.caller.services.setVisibility({ ids: [item.id], visibility: 'hidden' }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await rejection(viewer.caller.services.tags.create({ nameEn: uniqueName('Viewer ') }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await rejection(viewer.caller.services.tags.delete({ id: tag.id }))).toMatchObject({ code: 'FORBIDDEN' });
    const stranger = await seedSubUser(rt, shop, { order: 'edit' });
    expect(await rejection(stranger.caller.services.list({}))).toMatchObject({ code: 'FORBIDDEN' });
  });
});
