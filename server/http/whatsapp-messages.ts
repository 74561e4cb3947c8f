import type { IncomingChatMessage } from '../../core/ai-chatbot/schema.ts';

/** A WhatsApp Cloud API webhook entry: its changes carry the business number and the customers' messages. */
export interface WhatsappEntry {
  changes?: { field?: string; value?: { metadata?: { display_phone_number?: string }; messages?: { id?: string; from?: string; timestamp?: string; type?: string; text?: { body?: string } }[] } }[];
}

const digits = (s: string) => s.replace(/\D/g, '');

/** The customers' text messages to the business numbers (object 'whatsapp_business_account'), each with WhatsApp's id. */
export function whatsappMessagesOf(object: string | undefined, entries: WhatsappEntry[]): { id: string; message: IncomingChatMessage }[] {
  if (object !== 'whatsapp_business_account') return [];
  return entries.flatMap((entry) =>
    (entry.changes ?? []).flatMap((change) => {
      const to = digits(change.value?.metadata?.display_phone_number ?? '');
      return (change.value?.messages ?? [])
        .filter((m) => m.id && m.from && m.type === 'text' && to)
        .map((m) => ({ id: m.id!, message: { channel: 'whatsapp' as const, to, customer: digits(m.from!), text: String(m.text?.body ?? ''), at: new Date(Number(m.timestamp ?? 0) * 1000 || Date.now()) } }));
    }),
  );
}
