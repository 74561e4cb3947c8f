import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, dispatchPending, type Transport } from '../../core/mail/dispatch.ts';
import { queueMail } from '../../core/mail/outbox.ts';
import { anonymous, mailsTo, uniqueName } from '../helpers/fixtures.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();

/** nodemailer's own JSON transport: the message is built for real and handed back. */
function recordingTransport() {
  const sent: { to: string; subject: string; text: string; from: string }[] = [];
  const json = nodemailer.createTransport({ jsonTransport: true });
  const transport: Transport = {
    async sendMail(message) {
      const info = await json.sendMail(message);
      const parsed = JSON.parse(String(info.message)) as { to: { address: string }[]; subject: string; text: string; from: { address: string } };
      sent.push({ to: parsed.to[0]!.address, subject: parsed.subject, text: parsed.text, from: parsed.from.address });
      return info;
    },
  };
  return { transport, sent };
}

/** This test's merchant only: other test files share the outbox on PostgreSQL. */
const only = () => ({ merchantId: shop.merchantId });

const failing: Transport = { sendMail: () => Promise.reject(new Error('SMTP 421 try later')) };

/** Only this test's messages: other tests of the run share the outbox on PostgreSQL. */
async function queue(count: number) {
  const to = `${uniqueName('m')}@shop.test`;
  for (let i = 0; i < count; i++) await queueMail(rt.database.client, shop.merchantId, { to, subject: `Subject ${i}`, text: `Body ${i}` });
  return to;
}

describe('mail dispatch', () => {
  it('sends what a reset request queued, once, and marks it sent', async () => {
    await anonymous(rt).auth.forgotPassword({ username: shop.admin.username });
    const { transport, sent } = recordingTransport();
    await dispatchPending(rt.database.client, transport, 'Merchant System <no-reply@merchant.test>', only());
    const mine = sent.filter((m) => m.to === `${shop.admin.username}@shop.test`);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ subject: 'Reset your Merchant System password', from: 'no-reply@merchant.test' });
    expect(mine[0]!.text).toMatch(/\/reset\/.+\/merchant-reset-password/);
    const [row] = await mailsTo(rt, shop.merchantId, `${shop.admin.username}@shop.test`);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row!.sentAt).toBeInstanceOf(Date);

    const again = recordingTransport();
    await dispatchPending(rt.database.client, again.transport, 'x@merchant.test', only());
    expect(again.sent.filter((m) => m.to === `${shop.admin.username}@shop.test`)).toEqual([]);
  });

  it('keeps a message pending after a failure and gives up after the last attempt', async () => {
    const to = await queue(1);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await dispatchPending(rt.database.client, failing, 'x@merchant.test', only());
      const [row] = await mailsTo(rt, shop.merchantId, to);
      expect(row).toMatchObject({ attempts: attempt, status: attempt < MAX_ATTEMPTS ? 'pending' : 'failed', lastError: 'SMTP 421 try later' });
    }
    const { transport, sent } = recordingTransport();
    await dispatchPending(rt.database.client, transport, 'x@merchant.test', only());
    expect(sent.filter((m) => m.to === to)).toEqual([]);
  });

  it('never sends a message twice when two dispatchers run at once', async () => {
    const to = await queue(6);
    const a = recordingTransport();
    const b = recordingTransport();
    await Promise.all([
      dispatchPending(rt.database.client, a.transport, 'x@merchant.test', only()),
      dispatchPending(rt.database.client, b.transport, 'x@merchant.test', only()),
    ]);
    const subjects = [...a.sent, ...b.sent].filter((m) => m.to === to).map((m) => m.subject).sort();
    expect(subjects).toEqual(['Subject 0', 'Subject 1', 'Subject 2', 'Subject 3', 'Subject 4', 'Subject 5']);
    expect((await mailsTo(rt, shop.merchantId, to)).every((m) => m.status === 'sent')).toBe(true);
  });
});
