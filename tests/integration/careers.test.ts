import { describe, expect, it } from 'vitest';
import type { Caller } from '../../server/caller.ts';
import { careerForm } from '../helpers/careers.ts';
import { adminSession, expectOneLog, rejection, seedMerchant, seedSubUser } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
const admin = () => adminSession(rt, shop);

describe('careers', () => {
  it('are created, read and edited with every field of spec section 3', async () => {
    const { caller, request, logs } = admin();
    const form = careerForm({
      titleCn: '咖啡师',
      positionLevel: 4,
      specialization: 'food_beverage_restaurant',
      qualifications: [3, 1, 3],
      employmentType: 'part_time',
      location: 'kuala_lumpur',
      experienceYears: 2,
      ageFrom: 18,
      ageTo: 35,
      salaryMinCents: 180_000,
      salaryMaxCents: 250_000,
      descriptionEn: 'Make coffee.',
      requirementsBm: 'Mesra pelanggan.',
      responsibilitiesEn: 'Open the shop.',
      benefitsEn: 'Free coffee.',
      spokenLanguages: 'English, Malay',
      writtenLanguages: 'English',
    });
    const { result: created, logs: written } = await logs(() => caller.careers.create(form));
    expectOneLog(written, { action: `Career: created "${form.titleEn}"`, category: 'manage' }, request);
    expect(created).toMatchObject({
      titleEn: form.titleEn,
      titleCn: '咖啡师',
      positionLevel: 4,
      specialization: 'food_beverage_restaurant',
      qualifications: [1, 3],
      employmentType: 'part_time',
      location: 'kuala_lumpur',
      experienceYears: 2,
      ageFrom: 18,
      ageTo: 35,
      salaryCurrency: 'SGD',
      salaryMinCents: 180_000,
      salaryMaxCents: 250_000,
      requirementsBm: 'Mesra pelanggan.',
      spokenLanguages: 'English, Malay',
      visibility: 'public',
      categoryId: null,
    });
    const updated = await caller.careers.update({ id: created.id, item: careerForm({ titleEn: `${form.titleEn} v2`, qualifications: [0], visibility: 'hidden' }) });
    expect(updated).toMatchObject({ slug: created.slug, qualifications: [0], positionLevel: 5, specialization: 'others', ageFrom: null, salaryMinCents: null, visibility: 'hidden' });
    expect(await caller.careers.get({ id: created.id })).toEqual(updated);
  });

  it('requires the job title, a qualification, the employment type and the location (spec section 5), naming each', async () => {
    const { caller } = admin();
    const refused = async (form: object) => (await rejection(caller.careers.create(form as never))).fieldErrors;
    expect(await rejection(caller.careers.create(careerForm({ titleEn: ' ' })))).toMatchObject({ code: 'BAD_REQUEST', message: 'Job title cannot be empty', fieldErrors: { titleEn: 'Job title cannot be empty' } });
    expect(await refused(careerForm({ qualifications: [] }))).toEqual({ qualifications: 'Qualification cannot be empty' });
    const { employmentType: _e, location: _l, ...rest } = careerForm();
    expect(await refused(rest)).toEqual({ employmentType: 'Employment type cannot be empty', location: 'Job location cannot be empty' });
    expect(await refused({ ...rest, employmentType: '', location: null })).toEqual({ employmentType: 'Employment type cannot be empty', location: 'Job location cannot be empty' });
    const career = await caller.careers.create(careerForm());
    expect(await rejection(caller.careers.quickEdit({ id: career.id, title: '' }))).toMatchObject({ fieldErrors: { title: 'Job title cannot be empty' } });
  });

  it('takes only the option codes of spec section 9', async () => {
    const { caller } = admin();
    const invalid = 'You must enter a valid value.';
    const refused = async (overrides: object) => (await rejection(caller.careers.create(careerForm(overrides as never)))).fieldErrors;
    expect(await refused({ employmentType: 'freelance' })).toEqual({ employmentType: invalid });
    expect(await refused({ location: 'bangkok' })).toEqual({ location: invalid });
    expect(await refused({ specialization: 'astronaut' })).toEqual({ specialization: invalid });
    expect(await refused({ positionLevel: 7 })).toEqual({ positionLevel: invalid });
    expect(Object.keys((await refused({ qualifications: [8] })) ?? {})).toEqual([expect.stringMatching(/^qualifications/)]);
  });

  it('keeps age and salary ranges in order, with messages under the upper end', async () => {
    const { caller } = admin();
    expect((await rejection(caller.careers.create(careerForm({ ageFrom: 40, ageTo: 30 })))).fieldErrors).toEqual({ ageTo: 'Age (to) cannot be less than age (from).' });
    expect((await rejection(caller.careers.create(careerForm({ salaryMinCents: 300_000, salaryMaxCents: 200_000 })))).fieldErrors).toEqual({
      salaryMaxCents: 'Maximum salary cannot be less than minimum salary.',
    });
    expect(await caller.careers.create(careerForm({ ageFrom: 30, ageTo: 30, salaryMinCents: 200_000, salaryMaxCents: null }))).toMatchObject({ ageFrom: 30, ageTo: 30, salaryMaxCents: null });
    expect((await rejection(caller.careers.create(careerForm({ salaryMinCents: -1 })))).fieldErrors).toHaveProperty('salaryMinCents');
  });

  it('list newest first with the list columns, search every language, filter by visibility', async () => {
    const caller = (await seedMerchant(rt)).admin.caller;
    await caller.careers.create(careerForm({ titleEn: 'Barista', titleCn: '咖啡师' }));
    await caller.careers.create(careerForm({ titleEn: 'Cashier', employmentType: 'contract', location: 'penang', positionLevel: 6, visibility: 'hidden' }));
    const list = async (input: Parameters<Caller['careers']['list']>[0] = {}) => (await caller.careers.list(input)).items;
    expect((await list()).map((c) => c.titleEn)).toEqual(['Cashier', 'Barista']);
    expect((await list())[0]).toMatchObject({ positionLevel: 6, employmentType: 'contract', location: 'penang', resumeCount: 0 });
    expect((await list({ search: '咖啡' })).map((c) => c.titleEn)).toEqual(['Barista']);
    expect((await list({ visibility: 'hidden' })).map((c) => c.titleEn)).toEqual(['Cashier']);
    expect((await list({ sort: 'a_z' })).map((c) => c.titleEn)).toEqual(['Barista', 'Cashier']);
  });

  it('are read by the website only when public, in the language asked for, options as codes', async () => {
    const caller = (await seedMerchant(rt)).admin.caller;
    const website = storefrontCaller(rt, (await caller.siteKeys.create()).key);
    const open = await caller.careers.create(careerForm({ titleEn: 'Barista', titleCn: '咖啡师', descriptionEn: 'Make coffee.', qualifications: [0, 4], salaryMinCents: 150_000 }));
    const closed = await caller.careers.create(careerForm({ titleEn: 'Closed', visibility: 'hidden' }));
    const list = await website.storefront.content.careers.list({ lang: 'cn' });
    expect(list.items).toEqual([
      expect.objectContaining({ id: open.id, slug: 'barista', title: '咖啡师', description: 'Make coffee.', qualifications: [0, 4], employmentType: 'full_time', location: 'selangor', positionLevel: 5, salaryCurrency: 'SGD', salaryMinCents: 150_000 }),
    ]);
    expect((await website.storefront.content.careers.get({ slug: 'barista' })).title).toBe('Barista');
    expect(await rejection(website.storefront.content.careers.get({ id: closed.id }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('belong to their merchant, and follow the manage module’s permissions', async () => {
    const { caller } = admin();
    const career = await caller.careers.create(careerForm());
    const other = await seedMerchant(rt);
    expect(await rejection(other.admin.caller.careers.get({ id: career.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'Career not found.' });
    expect(await rejection(other.admin.caller.careers.update({ id: career.id, item: careerForm() }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(other.admin.caller.careers.setVisibility({ ids: [career.id], visibility: 'hidden' }))).toMatchObject({ code: 'NOT_FOUND' });
    const viewer = await seedSubUser(rt, shop, { manage: 'view' });
    expect((await viewer.caller.careers.list({ search: career.titleEn.toLowerCase() })).items.map((c) => c.id)).toEqual([career.id]);
    expect(await rejection(viewer.caller.careers.create(careerForm()))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await rejection(viewer.caller.careers.delete({ ids: [career.id] }))).toMatchObject({ code: 'FORBIDDEN' });
    const clerk = await seedSubUser(rt, shop, { order: 'edit' });
    expect(await rejection(clerk.caller.careers.list({}))).toMatchObject({ code: 'FORBIDDEN' });
  });
});
