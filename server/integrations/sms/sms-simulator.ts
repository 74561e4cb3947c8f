import { randomBytes } from 'node:crypto';
import type { SmsRequest, SmsSender } from '../../../core/shake/sms-port.ts';

/** The texts the simulator took, newest last per number (tests and `npm run dev -- --simulators` read the codes here). */
const inbox = new Map<string, string[]>();

/** The last text the simulator took for a number. */
export const simulatedSms = (phone: string): string | undefined => inbox.get(phone)?.at(-1);

/** Numbers ending in 0000 are refused, so a gateway failure can be clicked through and tested. */
const REFUSED = /0000$/;

/** The SMS gateway with no network: every text lands in an in-memory inbox by number. */
export const smsSimulator: SmsSender = {
  send({ to, text }: SmsRequest) {
    if (REFUSED.test(to)) return Promise.reject(new Error('messages: HTTP 400'));
    const texts = inbox.get(to) ?? [];
    texts.push(text);
    if (texts.length > 20) texts.shift();
    inbox.set(to, texts);
    return Promise.resolve({ providerId: `SM${randomBytes(16).toString('hex')}` });
  },
};
