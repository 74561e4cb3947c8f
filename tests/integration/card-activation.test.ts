import { describe, expect, it } from 'vitest';
import { english } from '../../core/shared/english.ts';
import { asToken, logsDuring, rejection, seedMerchant, testRequest } from '../helpers/fixtures.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
const T0 = new Date('2026-11-20T04:00:00Z');
const HOUR = 3_600_000;
/** The shop's admin with the clock at T0 plus hours. */
const at = (hours: number) => asToken(rt, shop.admin.token, testRequest(), () => new Date(T0.getTime() + hours * HOUR)).cardActivation;
const admin = at(0);
const cardNo = () => `MT-${Math.floor(Math.random() * 1e9)}`;

describe('activation codes', () => {
  it('a new card is pending with a code shown once; only a keyed hash of it is stored', async () => {
    const no = cardNo();
    const { result, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => admin.create({ cardNo: ` ${no} `, holderName: 'Lim Mei Ling' }));
    expect(result.code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(result.card).toMatchObject({ cardNo: no, holderName: 'Lim Mei Ling', status: 'pending', codeExpiresAt: new Date(T0.getTime() + 24 * HOUR), codeExpired: false, activatedAt: null });
    expect(logs.map((l) => [l.action, l.category])).toEqual([[`Added card "${no}" and generated its activation code`, 'card_activation']]);
    const row = await rt.database.client.activationCard.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: result.card.id } } });
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(result.code.replace('-', ''));
    expect(JSON.stringify(await admin.get({ id: result.card.id }))).not.toContain(result.code.replace('-', ''));
  });

  it('activates with the right code in any case and spacing, once', async () => {
    const no = cardNo();
    const { card, code } = await admin.create({ cardNo: no });
    const { result, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => at(23).activate({ cardNo: no.toLowerCase(), code: ` ${code.toLowerCase().replace('-', ' ')} ` }));
    expect(result).toMatchObject({ id: card.id, status: 'activated', activatedAt: new Date(T0.getTime() + 23 * HOUR), codeExpiresAt: null, codeExpired: false });
    expect(logs.map((l) => l.action)).toEqual([`Activated card "${no}"`]);
    expect(await rejection(at(23).activate({ cardNo: no, code }))).toMatchObject({ code: 'CONFLICT', message: 'This card is already activated.' });
    expect(await rejection(at(23).regenerate({ id: card.id }))).toMatchObject({ code: 'CONFLICT', message: 'This card is already activated.' });
  });

  it('the same card activated 8 times at once is activated once', async () => {
    const { card, code } = await admin.create({ cardNo: cardNo() });
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => at(1).activate({ cardNo: card.cardNo, code })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect(english((o.reason as Error).message)).toBe('This card is already activated.');
  });

  it('a wrong code and an expired code each say so; a missing code is asked for', async () => {
    const no = cardNo();
    const { code } = await admin.create({ cardNo: no });
    expect((await rejection(admin.activate({ cardNo: no, code: 'AAAA-AAAA' }))).fieldErrors).toEqual({ code: 'The activation code is incorrect.' });
    expect((await rejection(admin.activate({ cardNo: no, code: ' - ' }))).fieldErrors).toEqual({ code: 'Please enter the activation code.' });
    expect((await rejection(at(24).activate({ cardNo: no, code }))).fieldErrors).toEqual({ code: 'The activation code has expired. Please generate a new one.' });
    expect((await at(24).list({ search: no })).items).toMatchObject([{ status: 'pending', codeExpired: true }]);
    expect(await rejection(admin.activate({ cardNo: 'NO-SUCH-CARD', code }))).toMatchObject({ code: 'NOT_FOUND', message: 'Card not found.' });
  });

  it('an expired code is regenerated: the new one works, the old one no longer does', async () => {
    const no = cardNo();
    const { card, code: old } = await admin.create({ cardNo: no });
    const { result: fresh, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => at(30).regenerate({ id: card.id }));
    expect(logs.map((l) => l.action)).toEqual([`Generated a new activation code for card "${no}"`]);
    expect(fresh.code).not.toBe(old);
    expect(fresh.card).toMatchObject({ status: 'pending', codeExpired: false, codeExpiresAt: new Date(T0.getTime() + 54 * HOUR) });
    expect((await rejection(at(31).activate({ cardNo: no, code: old }))).fieldErrors).toEqual({ code: 'The activation code is incorrect.' });
    expect((await at(31).activate({ cardNo: no, code: fresh.code })).status).toBe('activated');
  });

  it('card numbers are unique per merchant in any case; the list searches and filters by status', async () => {
    const no = cardNo();
    await admin.create({ cardNo: no, holderName: 'Rahman' });
    expect(await rejection(admin.create({ cardNo: no.toLowerCase() }))).toMatchObject({ code: 'CONFLICT', message: 'This card number has already been added.' });
    expect((await rejection(admin.create({ cardNo: ' ', holderName: 'h'.repeat(101) }))).fieldErrors).toEqual({
      cardNo: 'Card number is required.',
      holderName: 'Card holder must be at most 100 characters.',
    });
    expect((await rejection(admin.create({ cardNo: 'c'.repeat(65) }))).fieldErrors).toEqual({ cardNo: 'Card number must be at most 64 characters.' });
    const otherShop = await seedMerchant(rt);
    expect((await otherShop.admin.caller.cardActivation.create({ cardNo: no })).card.status).toBe('pending');
    const second = await admin.create({ cardNo: cardNo(), holderName: 'Rahman' });
    await admin.activate({ cardNo: second.card.cardNo, code: second.code });
    expect((await admin.list({ search: 'rahman' })).items.map((c) => c.status)).toEqual(['activated', 'pending']);
    expect((await admin.list({ search: 'rahman', status: 'pending' })).items.map((c) => c.cardNo)).toEqual([no]);
  });
});
