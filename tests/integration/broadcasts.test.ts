import { describe, expect, it } from 'vitest';
import { BROADCAST_MESSAGES as M } from '../../core/broadcasts/constants.ts';
import type { TBroadcastInput } from '../../core/broadcasts/schema.ts';
import { adminSession, expectOneLog, mailsTo, rejection, seedSubUser } from '../helpers/fixtures.ts';
import { seedMember, seedRewardShop, type RewardShop } from '../helpers/reward-station.ts';
import { createBulkVoucher, voucherForm } from '../helpers/vouchers.ts';
import { fileRuntime } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const rt = await fileRuntime();

const form = (overrides: Partial<TBroadcastInput> = {}): TBroadcastInput => ({ name: 'Raya greetings', subject: 'Selamat Hari Raya', message: 'Thank you for shopping with us.', ...overrides });

const memberOf = (shop: RewardShop, id: string) => rt.database.client.member.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id } } });
const members = async (shop: RewardShop, n: number) => {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push(await seedMember(rt, shop));
  return ids;
};

describe('broadcast drafts', () => {
  it('creates a draft with recipients and a voucher, shows it in detail and the list, and logs it', async () => {
    const shop = await seedRewardShop(rt);
    const [a, b] = await members(shop, 2);
    const voucher = await shop.admin.caller.vouchers.create(voucherForm());
    const { caller, request, logs } = adminSession(rt, shop);
    const { result, logs: written } = await logs(() => caller.broadcasts.create(form({ name: '  Raya greetings ', memberIds: [b!, a!, b!], voucherIds: [voucher.id] })));
    expectOneLog(written, { action: 'Created broadcast "Raya greetings"', category: 'my_sales' }, request);
    expect(result).toMatchObject({ name: 'Raya greetings', status: 1, recipientCount: 2, sentAt: null, voucher: { id: voucher.id, code: voucher.code, kind: 1 } });
    expect(result.recipients.map((r) => r.memberId).sort()).toEqual([a, b].sort());
    expect(await caller.broadcasts.get({ id: result.id })).toEqual(result);

    await caller.broadcasts.create(form({ name: 'Merdeka notice', subject: 'Merdeka hours' }));
    const page = await caller.broadcasts.list({ search: 'raya' });
    expect(page.items.map((i) => i.name)).toEqual(['Raya greetings']);
    expect(page.counts).toEqual({ all: 1, draft: 1, sent: 0 });
    expect((await caller.broadcasts.list({})).counts).toEqual({ all: 2, draft: 2, sent: 0 });
    expect((await caller.broadcasts.list({ search: 'merdeka hours' })).total).toBe(1);
    expect((await caller.broadcasts.list({ tab: 'sent' })).items).toEqual([]);
    expect(await rejection(caller.broadcasts.list({ pageSize: 25 }))).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('requires name, subject and message, and keeps the message to 225 characters', async () => {
    const shop = await seedRewardShop(rt);
    const api = shop.admin.caller.broadcasts;
    expect(await rejection(api.create(form({ name: ' ' })))).toMatchObject({ message: english(M.nameRequired), fieldErrors: { name: english(M.nameRequired) } });
    expect(await rejection(api.create(form({ subject: '' })))).toMatchObject({ message: english(M.subjectRequired), fieldErrors: { subject: english(M.subjectRequired) } });
    expect(await rejection(api.create(form({ message: '' })))).toMatchObject({ message: english(M.messageRequired), fieldErrors: { message: english(M.messageRequired) } });
    expect(english(M.messageTooLong)).toBe('Message must be at most 225 characters.');
    expect(await rejection(api.create(form({ message: 'x'.repeat(226) })))).toMatchObject({ message: english(M.messageTooLong), fieldErrors: { message: english(M.messageTooLong) } });
    expect((await api.create(form({ message: 'x'.repeat(225) }))).message).toHaveLength(225);
  });

  it('takes at most 30 users and 1 voucher, all of this shop', async () => {
    const shop = await seedRewardShop(rt);
    const other = await seedRewardShop(rt);
    const ids = await members(shop, 31);
    const api = shop.admin.caller.broadcasts;
    expect(english(M.tooManyRecipients)).toBe('You can choose at most 30 users.');
    expect(await rejection(api.create(form({ memberIds: ids })))).toMatchObject({ message: english(M.tooManyRecipients), fieldErrors: { memberIds: english(M.tooManyRecipients) } });
    expect((await api.create(form({ memberIds: ids.slice(0, 30) }))).recipientCount).toBe(30);
    const [v1, v2] = [await shop.admin.caller.vouchers.create(voucherForm()), await shop.admin.caller.vouchers.create(voucherForm())];
    expect(await rejection(api.create(form({ voucherIds: [v1.id, v2.id] })))).toMatchObject({ message: english(M.tooManyVouchers), fieldErrors: { voucherIds: english(M.tooManyVouchers) } });
    const stranger = await seedMember(rt, other);
    expect(await rejection(api.create(form({ memberIds: [ids[0]!, stranger] })))).toMatchObject({ code: 'NOT_FOUND', message: english(M.recipientNotFound), field: 'memberIds' });
    const foreignVoucher = await other.admin.caller.vouchers.create(voucherForm());
    expect(await rejection(api.create(form({ voucherIds: [foreignVoucher.id] })))).toMatchObject({ code: 'NOT_FOUND', message: 'Voucher not found.', field: 'voucherIds' });
  });

  it('updates and deletes drafts; a view-only user cannot', async () => {
    const shop = await seedRewardShop(rt);
    const [a, b] = await members(shop, 2);
    const { caller, request, logs } = adminSession(rt, shop);
    const draft = await caller.broadcasts.create(form({ memberIds: [a!] }));
    const { result, logs: written } = await logs(() => caller.broadcasts.update({ id: draft.id, broadcast: form({ name: 'Raya v2', memberIds: [b!] }) }));
    expectOneLog(written, { action: 'Updated broadcast "Raya v2"', category: 'my_sales' }, request);
    expect(result.recipients.map((r) => r.memberId)).toEqual([b]);
    const viewer = await seedSubUser(rt, shop, { my_sales: 'view' });
    expect((await viewer.caller.broadcasts.get({ id: draft.id })).name).toBe('Raya v2');
    expect(await rejection(viewer.caller.broadcasts.delete({ id: draft.id }))).toMatchObject({ code: 'FORBIDDEN' });
    const deleted = await logs(() => caller.broadcasts.delete({ id: draft.id }));
    expectOneLog(deleted.logs, { action: 'Deleted broadcast "Raya v2"', category: 'my_sales' }, request);
    expect(await rejection(caller.broadcasts.get({ id: draft.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'Broadcast not found.' });
  });

  it('finds members to send to and offers the active vouchers', async () => {
    const shop = await seedRewardShop(rt);
    const id = await seedMember(rt, shop);
    const member = await memberOf(shop, id);
    const found = await shop.admin.caller.broadcasts.members({ search: member.name.slice(0, 10).toUpperCase() });
    expect(found).toEqual([{ id, memberNo: member.memberNo, name: member.name, email: member.email }]);
    expect(await shop.admin.caller.broadcasts.members({ search: `#${member.memberNo}` })).toHaveLength(1);
    const active = await shop.admin.caller.vouchers.create(voucherForm({ name: 'Active one' }));
    await shop.admin.caller.vouchers.create(voucherForm({ name: 'Inactive one', active: false }));
    expect((await shop.admin.caller.broadcasts.voucherOptions()).map((v) => v.id)).toEqual([active.id]);
  });
});

describe('sending a broadcast', () => {
  it('queues one e-mail per recipient with the normal voucher code, marks it sent, and logs it', async () => {
    const shop = await seedRewardShop(rt);
    const ids = await members(shop, 3);
    const voucher = await shop.admin.caller.vouchers.create(voucherForm());
    const { caller, request, logs } = adminSession(rt, shop);
    const draft = await caller.broadcasts.create(form({ memberIds: ids, voucherIds: [voucher.id] }));
    const { result, logs: written } = await logs(() => caller.broadcasts.send({ id: draft.id }));
    expect(result).toEqual({ sent: 3, codesAssigned: 0 });
    expectOneLog(written, { action: 'Sent broadcast "Raya greetings" to 3 members', category: 'my_sales' }, request);
    for (const id of ids) {
      const member = await memberOf(shop, id);
      const mails = await mailsTo(rt, shop.merchantId, member.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Selamat Hari Raya');
      expect(mails[0]!.text).toContain(`Hello ${member.name},`);
      expect(mails[0]!.text).toContain('Thank you for shopping with us.');
      expect(mails[0]!.text).toContain(`Your voucher code: ${voucher.code}`);
    }
    const sent = await caller.broadcasts.get({ id: draft.id });
    expect(sent.status).toBe(2);
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.recipients.every((r) => r.sentAt !== null && r.code === null)).toBe(true);
    expect((await caller.broadcasts.list({ tab: 'sent' })).items.map((i) => i.id)).toEqual([draft.id]);
  });

  it('cannot edit, send again or delete a sent broadcast', async () => {
    const shop = await seedRewardShop(rt);
    const id = await seedMember(rt, shop);
    const api = shop.admin.caller.broadcasts;
    const draft = await api.create(form({ memberIds: [id] }));
    await api.send({ id: draft.id });
    const refused = { code: 'CONFLICT', message: english(M.alreadySent), appCode: 'BROADCAST.SENT' };
    expect(await rejection(api.send({ id: draft.id }))).toMatchObject(refused);
    expect(await rejection(api.update({ id: draft.id, broadcast: form() }))).toMatchObject(refused);
    expect(await rejection(api.delete({ id: draft.id }))).toMatchObject(refused);
    const member = await memberOf(shop, id);
    expect(await mailsTo(rt, shop.merchantId, member.email)).toHaveLength(1);
  });

  it('needs at least one recipient and an active voucher', async () => {
    const shop = await seedRewardShop(rt);
    const id = await seedMember(rt, shop);
    const api = shop.admin.caller.broadcasts;
    const empty = await api.create(form());
    expect(await rejection(api.send({ id: empty.id }))).toMatchObject({ message: english(M.recipientsRequired), field: 'memberIds' });
    const voucher = await shop.admin.caller.vouchers.create(voucherForm());
    const draft = await api.create(form({ memberIds: [id], voucherIds: [voucher.id] }));
    await shop.admin.caller.vouchers.deactivate({ ids: [voucher.id] });
    expect(await rejection(api.send({ id: draft.id }))).toMatchObject({ message: english(M.voucherInactive), field: 'voucherIds' });
    expect((await api.get({ id: draft.id })).status).toBe(1);
  });

  it('hands each recipient one free code of a bulk voucher, or refuses the whole send naming how many are missing', async () => {
    const shop = await seedRewardShop(rt);
    const ids = await members(shop, 3);
    const voucherId = await createBulkVoucher(shop);
    await shop.admin.caller.vouchers.generateCodes({ voucherId, count: 2 });
    const api = shop.admin.caller.broadcasts;
    const draft = await api.create(form({ memberIds: ids, voucherIds: [voucherId] }));
    expect(english(M.notEnoughCodes(1))).toBe('The voucher has too few free codes for the recipients: 1 more needed. Generate more codes first.');
    expect(await rejection(api.send({ id: draft.id }))).toMatchObject({ message: english(M.notEnoughCodes(1)), appCode: 'BROADCAST.NOT_ENOUGH_CODES', field: 'voucherIds' });
    expect(await rt.database.client.voucherCode.count({ where: { merchantId: shop.merchantId, voucherId, memberId: { not: null } } })).toBe(0);
    expect(await rt.database.client.mailMessage.count({ where: { merchantId: shop.merchantId } })).toBe(0);

    await shop.admin.caller.vouchers.generateCodes({ voucherId, count: 1 });
    expect(await api.send({ id: draft.id })).toEqual({ sent: 3, codesAssigned: 3 });
    const sent = await api.get({ id: draft.id });
    const codes = await rt.database.client.voucherCode.findMany({ where: { merchantId: shop.merchantId, voucherId }, select: { code: true, memberId: true, assignedAt: true } });
    expect(new Set(codes.map((c) => c.memberId))).toEqual(new Set(ids));
    expect(codes.every((c) => c.assignedAt !== null)).toBe(true);
    for (const r of sent.recipients) {
      expect(r.code).toBe(codes.find((c) => c.memberId === r.memberId)!.code);
      expect((await mailsTo(rt, shop.merchantId, r.email))[0]!.text).toContain(`Your voucher code: ${r.code}`);
    }
  });
});
