import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { withNumbers } from '../../core/db/bigint.ts';
import { awardReferralEnquiryPoints } from '../../core/loyalty/earn-referral.ts';
import { basisPointsOf } from '../../core/checkout/arithmetic.ts';
import { ATTRIBUTION_WINDOW_DAYS, REFERRAL_SLOTS } from '../../core/referral/constants.ts';
import { withTransaction } from '../../core/shared/context.ts';
import { adminSession, expectOneLog, rejection, seedMerchant } from '../helpers/fixtures.ts';
import { adminCtx, ruleForm, seedMember } from '../helpers/loyalty.ts';
import { placeOrder, seedShop } from '../helpers/orders.ts';
import { postEvents } from '../helpers/site-events.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld(seedShop);
const api = () => shop.admin.caller.referral;
const db = () => rt.database.client;
const DAY = 86_400_000;

/** What the website kept: the code and when the visitor landed, msAgo before now. */
const arrival = (code: string, msAgo = 60_000) => ({ code, arrivedAt: new Date(Date.now() - msAgo).toISOString() });
const personForm = (customName: string, overrides: Record<string, unknown> = {}) => ({ name: `Person ${customName}`, customName, contact: '0123456789', email: `${customName}@ref.test`, ...overrides });
const storedOrder = async (id: string) => withNumbers(await db().order.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id } } }));
const enquire = async (referral: ReturnType<typeof arrival>, name = 'Asker') => (await postEvents(rt, shop.siteKey, new Date().toISOString(), [{ kind: 'enquiry', name, referral }])).enquiries[0]!;
const payment = (amountSen: number) => ({ method: 'bank_transfer' as const, bankName: 'Maybank', accountNumber: '5140', transactionId: 'TXN', paidOn: new Date(), amountSen });

let groupId: string;

beforeAll(async () => {
  await shop.admin.caller.products.quickUpdate({ patches: [{ sku: shop.shirt.sku, stock: 10_000 }] });
  groupId = (await api().createGroup({ name: 'Agents', commissionPercent: 10 })).id;
});

describe('referral groups', () => {
  it('checks the name and the commission with the spec messages', async () => {
    const short = await rejection(api().createGroup({ name: 'Abc', commissionPercent: 5 }));
    expect(short.fieldErrors).toEqual({ name: 'Group name must be at least 4 characters.' });
    const missing = await rejection(api().createGroup({ name: 'Group one' } as never));
    expect(missing.fieldErrors).toEqual({ commissionPercent: 'Commission is required.' });
    for (const commissionPercent of [-1, 100.01, 1.234]) {
      expect((await rejection(api().createGroup({ name: 'Group one', commissionPercent }))).fieldErrors).toEqual({ commissionPercent: 'Commission must be a number from 0 to 100 with at most two decimals.' });
    }
  });

  it('is created and changed with a log line each; deleting it moves its persons out in the same step', async () => {
    const { caller, request, logs } = adminSession(rt, shop);
    const created = await logs(() => caller.referral.createGroup({ name: 'Partners', commissionPercent: 12.5 }));
    expect(created.result).toMatchObject({ name: 'Partners', commissionBp: 1250, commissionPercent: 12.5, persons: 0 });
    expectOneLog(created.logs, { action: 'Added referral group "Partners"', category: 'referral_system' }, request);
    const person = await api().createPerson(personForm('group-mover', { groupId: created.result.id }));
    expect(person.group).toEqual({ id: created.result.id, name: 'Partners', commissionPercent: 12.5 });
    expect((await api().updateGroup({ id: created.result.id, group: { name: 'Partners Plus', commissionPercent: 15 } })).persons).toBe(1);
    const deleted = await logs(() => caller.referral.deleteGroup({ id: created.result.id }));
    expectOneLog(deleted.logs, { action: 'Deleted referral group "Partners Plus"', category: 'referral_system' }, request);
    expect((await api().person({ id: person.id })).group).toBeNull();
    expect((await rejection(api().group({ id: created.result.id }))).code).toBe('NOT_FOUND');
  });
});

describe('referral persons', () => {
  it('checks every field with the spec messages', async () => {
    const error = await rejection(api().createPerson({ name: 'Abc', customName: 'Not a slug!', contact: '01-234', email: 'nope' }));
    expect(error.fieldErrors).toEqual({
      name: 'Name must be at least 4 characters.',
      customName: 'Custom name may hold only lower-case letters, digits and single hyphens.',
      contact: 'Contact number must contain numbers only.',
      email: 'Invalid Email Address',
    });
    const blank = await rejection(api().createPerson({ name: 'Aminah', customName: ' ', contact: '', email: '' }));
    expect(blank.fieldErrors).toEqual({ customName: 'Custom name is required.', contact: 'Contact number is required.', email: 'Email is required.' });
    expect((await rejection(api().createPerson(personForm('no-group', { groupId: 'nope' })))).fieldErrors).toEqual({ groupId: 'Please choose one of your referral groups.' });
  });

  it('keeps the custom name lower-cased and unique; temporary becomes official once; the active flag is kept', async () => {
    const person = await api().createPerson(personForm('Ali-Baba'));
    expect(person).toMatchObject({ customName: 'ali-baba', url: expect.stringMatching(/\/ali-baba$/) as unknown, kind: 'temporary', active: true, member: null });
    const taken = await rejection(api().createPerson(personForm('ALI-BABA')));
    expect(taken).toMatchObject({ code: 'CONFLICT', fieldErrors: { customName: 'This custom name is used by another referral person.' } });
    expect((await api().makeOfficial({ id: person.id })).kind).toBe('official');
    expect((await rejection(api().makeOfficial({ id: person.id }))).message).toBe('This referral person is already official.');
    // Editing keeps the kind: official is one way.
    expect((await api().updatePerson({ id: person.id, person: personForm('ali-baba', { name: 'Ali Baba' }) })).kind).toBe('official');
    expect((await api().setActive({ id: person.id, active: false })).active).toBe(false);
  });

  it('takes at most REFERRAL_SLOTS persons per merchant', async () => {
    const other = await seedMerchant(rt);
    await db().referralPerson.createMany({
      data: Array.from({ length: REFERRAL_SLOTS }, (_, i) => ({ merchantId: other.merchantId, name: `Slot ${i}`, customName: `slot-${i}`, contact: '0123', email: `s${i}@ref.test` })),
    });
    expect(await other.admin.caller.referral.slots()).toEqual({ used: REFERRAL_SLOTS, limit: REFERRAL_SLOTS });
    const full = await rejection(other.admin.caller.referral.createPerson(personForm('one-more')));
    expect(full.message).toBe(`All ${REFERRAL_SLOTS} referral slots are used. Please contact your account manager for more.`);
  });
});

describe('member binding', () => {
  it('binds by e-mail or member id; refuses unknown and taken members with the spec message; cancels, deactivates and activates', async () => {
    const ctx = await adminCtx(rt, shop);
    const member = await seedMember(ctx, 'Bound Member');
    const email = (await db().member.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: member.id } } })).email;
    const first = await api().createPerson(personForm('binder-one'));
    const second = await api().createPerson(personForm('binder-two'));
    const invalid = 'Entered member detail was invalid / Used by another referral person';
    expect((await rejection(api().bindMember({ id: first.id, member: 'nobody@member.test' }))).fieldErrors).toEqual({ member: invalid });
    expect((await rejection(api().unbindMember({ id: first.id }))).message).toBe('This referral person has no bound member.');
    const { caller, request, logs } = adminSession(rt, shop);
    const bound = await logs(() => caller.referral.bindMember({ id: first.id, member: email.toUpperCase() }));
    expect(bound.result.member).toEqual({ id: member.id, name: 'Bound Member', email, active: true });
    expectOneLog(bound.logs, { action: `Bound member "${email}" to referral person "Person binder-one"`, category: 'referral_system' }, request);
    expect((await rejection(api().bindMember({ id: second.id, member: String(member.memberNo) }))).fieldErrors).toEqual({ member: invalid });
    expect((await api().setBindingActive({ id: first.id, active: false })).member?.active).toBe(false);
    expect((await api().setBindingActive({ id: first.id, active: true })).member?.active).toBe(true);
    expect((await api().unbindMember({ id: first.id })).member).toBeNull();
    expect((await api().bindMember({ id: second.id, member: String(member.memberNo) })).member?.id).toBe(member.id);
  });
});

describe('attribution', () => {
  it('credits an order to an active person within the window, with the group commission set on the server', async () => {
    const person = await api().createPerson(personForm('window-in', { groupId }));
    // The storefront's own commission fields are not part of the checkout any more: dropped.
    const order = await placeOrder(rt, shop, { items: [{ productId: shop.shirt.id, qty: 2 }], referral: arrival('Window-In', (ATTRIBUTION_WINDOW_DAYS - 1) * DAY), ...({ referrer: { code: 'x', commissionRateBp: 9000 } } as object) });
    expect(order.commissionSen).toBe(598);
    expect(await storedOrder(order.id)).toMatchObject({ referralPersonId: person.id, referrerCode: 'window-in', referrerName: 'Person window-in', commissionRateBp: 1000, commissionSen: 598 });
    expect(await db().referralRecord.count({ where: { merchantId: shop.merchantId, personId: person.id, kind: 'order', refId: order.id } })).toBe(1);
  });

  it('ignores an arrival outside the window, in the future, of an inactive person or of an unknown code, and takes the order', async () => {
    const person = await api().createPerson(personForm('window-out', { groupId }));
    const inactive = await api().createPerson(personForm('window-off', { groupId, active: false }));
    const arrivals = [arrival('window-out', (ATTRIBUTION_WINDOW_DAYS + 1) * DAY), arrival('window-out', -DAY), arrival('window-off'), arrival('no-such-person')];
    for (const referral of arrivals) {
      const order = await placeOrder(rt, shop, { referral });
      expect(await storedOrder(order.id)).toMatchObject({ referralPersonId: null, referrerCode: null, commissionRateBp: 0, commissionSen: 0 });
      await enquire(referral);
    }
    expect(await db().referralRecord.count({ where: { merchantId: shop.merchantId, personId: { in: [person.id, inactive.id] } } })).toBe(0);
  });

  it('a person in no group earns no commission; enquiries and WhatsApp clicks are recorded; the lead report names the person', async () => {
    const person = await api().createPerson(personForm('recorded'));
    const order = await placeOrder(rt, shop, { referral: arrival('recorded') });
    expect(await storedOrder(order.id)).toMatchObject({ referralPersonId: person.id, commissionRateBp: 0, commissionSen: 0 });
    const now = new Date().toISOString();
    const referral = arrival('recorded');
    const posted = await postEvents(rt, shop.siteKey, now, [
      { kind: 'page_view', page: '/', landing: true, referral },
      { kind: 'enquiry', name: 'Recorded asker', referral },
      { kind: 'contact', contact: 'whatsapp', referral },
      { kind: 'contact', contact: 'phone', referral },
    ]);
    const records = await api().records({ personId: person.id });
    expect(records.items.map((r) => [r.kind, r.refId])).toEqual(expect.arrayContaining([['order', order.id], ['inquiry', posted.enquiries[0]], ['whatsapp', '']]));
    expect(records.total).toBe(3);
    expect((await api().records({ personId: person.id, kind: 'whatsapp' })).items).toHaveLength(1);
    expect((await api().records({ search: 'RECORDED', kind: 'order' })).items.map((r) => r.refLabel)).toEqual([`#${order.orderNo}`]);
    const detail = await api().performanceDetail({ id: person.id });
    expect(detail.totals).toEqual({ inquiries: 1, orders: 1, whatsapp: 1, clicks: 1, leads: 3 });
    expect(detail.series.values.orders!.reduce((a, b) => a + b, 0)).toBe(1);
    const lead = await shop.admin.caller.trafficReports.leads({});
    expect(lead.rows.find((r) => r.code === 'recorded')).toMatchObject({ person: { id: person.id, name: 'Person recorded' }, visits: 1, leads: 3 });
    const byLeads = (await api().performance({ sort: 'lead', pageSize: 80 })).items;
    expect(byLeads.find((r) => r.id === person.id)).toMatchObject({ leads: 3, clicks: 1, orders: 1 });
    expect(byLeads.map((r) => r.leads)).toEqual(byLeads.map((r) => r.leads).sort((x, y) => y - x));
    // Default: the newest person first, as the person list.
    const persons = (await api().persons({ pageSize: 80 })).items.map((p) => p.id);
    expect((await api().performance({ pageSize: 80 })).items.map((r) => r.id)).toEqual(persons);
  });
});

describe('rule 6: referral after inquiry', () => {
  it('earns the bound member each ongoing rule once per enquiry, with the tier multiplier, within the earning limit, only while the binding is active', async () => {
    const other = await seedShop(rt);
    const admin = other.admin.caller;
    const ctx = await adminCtx(rt, other);
    await admin.loyalty.createTier({ nameEn: 'Base', reachPoints: 0, multiplierBp: 15_000 });
    await admin.loyalty.createRule(ruleForm({ ruleType: 6, pointsGrant: 40, earningLimit: 2 }));
    await admin.loyalty.createRule(ruleForm({ ruleType: 6, pointsGrant: 10 }));
    const member = await seedMember(ctx);
    const person = await admin.referral.createPerson(personForm('earner'));
    await admin.referral.bindMember({ id: person.id, member: member.id });
    const ask = async () => (await postEvents(rt, other.siteKey, new Date().toISOString(), [{ kind: 'enquiry', name: 'Asker', referral: arrival('earner') }])).enquiries[0]!;
    const pointsOf = async () => (await db().pointsEntry.aggregate({ where: { merchantId: other.merchantId, memberId: member.id }, _sum: { points: true } }))._sum.points ?? 0;
    const first = await ask();
    expect(await pointsOf()).toBe(60 + 15);
    // Once per enquiry: awarding the same enquiry again posts nothing.
    await withTransaction(ctx, (tx) => awardReferralEnquiryPoints(tx, [{ enquiryId: first, memberId: member.id, personName: person.name }]));
    expect(await db().pointsEntry.count({ where: { merchantId: other.merchantId, enquiryId: first } })).toBe(2);
    await ask();
    await ask();
    // The 40-point rule stops at its earning limit of 2.
    expect(await pointsOf()).toBe(2 * 60 + 3 * 15);
    await admin.referral.setBindingActive({ id: person.id, active: false });
    await ask();
    expect(await pointsOf()).toBe(2 * 60 + 3 * 15);
  });
});

describe('commissions', () => {
  it('paid-set orders are payable until marked paid; unpaid-set orders are not; marking is audited and skips the rest', async () => {
    const person = await api().createPerson(personForm('payee', { groupId }));
    const paid = await placeOrder(rt, shop, { referral: arrival('payee') });
    await shop.admin.caller.orders.markPaid({ id: paid.id, payment: payment(paid.totalSen) });
    const unpaid = await placeOrder(rt, shop, { referral: arrival('payee') });
    const report = await api().performanceReport({ id: person.id });
    expect(report.items.map((r) => [r.orderId, r.statusId, r.statusName, r.state])).toEqual([
      [unpaid.id, 7, 'Awaiting Payment', 'not_payable'],
      [paid.id, 2, expect.any(String), 'payable'],
    ]);
    expect(report.totals).toEqual({ orders: 2, goodsSen: 5980, commissionSen: 598, payableSen: 299, paidSen: 0, notPayableSen: 299 });
    const { caller, request, logs } = adminSession(rt, shop);
    const marked = await logs(() => caller.referral.markCommissionsPaid({ orderIds: [paid.id, unpaid.id] }));
    expect(marked.result).toEqual({ marked: 1, skipped: 1 });
    expectOneLog(marked.logs, { action: 'Marked referral commissions paid (orders: 1)', category: 'referral_system' }, request);
    expect((await api().markCommissionsPaid({ orderIds: [paid.id] })).marked).toBe(0);
    expect((await api().performanceReport({ id: person.id, state: 'paid' })).items.map((r) => r.orderId)).toEqual([paid.id]);
    expect((await api().performanceReport({ id: person.id })).totals).toMatchObject({ payableSen: 0, paidSen: 299, notPayableSen: 299 });
  });

  it('property: the report total is the sum of the orders’ commissions, each the group’s percent of the goods rounded half up', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 10_000 }), fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 3 }), async (bp, quantities) => {
        const group = await api().createGroup({ name: `Property ${run}`, commissionPercent: bp / 100 });
        const person = await api().createPerson(personForm(`property-${run++}`, { groupId: group.id }));
        for (const qty of quantities) await placeOrder(rt, shop, { items: [{ productId: shop.shirt.id, qty }], referral: arrival(person.customName) });
        const report = await api().performanceReport({ id: person.id, pageSize: 80 });
        expect(report.items.reduce((sum, r) => sum + r.commissionSen, 0)).toBe(report.totals.commissionSen);
        for (const r of report.items) {
          expect(r.commissionSen).toBe(basisPointsOf(r.goodsSen, bp));
          expect(r.commissionSen).toBeLessThanOrEqual((r.goodsSen * bp) / 10_000 + 0.5);
        }
      }),
      { numRuns: 8 },
    );
  });
});
