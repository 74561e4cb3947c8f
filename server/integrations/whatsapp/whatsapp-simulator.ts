import { randomBytes } from 'node:crypto';
import type { WhatsappRequest, WhatsappSender } from '../../../core/website/whatsapp-port.ts';

/** The messages the simulator took, oldest first per number (tests and `npm run dev -- --simulators` read them here). */
const inbox = new Map<string, string[]>();

/** The messages the simulator took for a number ('+60123456789' and '60123456789' are one number). */
export const simulatedWhatsapp = (phone: string): string[] => [...(inbox.get(phone.replace(/^\+/, '')) ?? [])];

/** Numbers ending in 0000 are refused, so a provider failure can be clicked through and tested. */
const REFUSED = /0000$/;

/** The WhatsApp provider with no network: every message lands in an in-memory inbox by number. */
export const whatsappSimulator: WhatsappSender = {
  send({ to, text }: WhatsappRequest) {
    if (REFUSED.test(to)) return Promise.reject(new Error('messages: HTTP 400'));
    const number = to.replace(/^\+/, '');
    const texts = inbox.get(number) ?? [];
    texts.push(text);
    if (texts.length > 20) texts.shift();
    inbox.set(number, texts);
    return Promise.resolve({ providerId: `wamid.${randomBytes(16).toString('hex')}` });
  },
};
