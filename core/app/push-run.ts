import type { BaseCtx } from '../shared/context.ts';
import { sendDuePushMessages } from './push-messages.ts';

export interface PushRunEntry {
  merchantId: string;
  merchantName: string;
  messages: number;
  sent: number;
  failed: number;
  error?: string;
}

/**
 * Sends every merchant's due push messages (cron: `merchant push send-due`; the server runs it
 * every few seconds and after a mutation). Without a push service (PUSH_PROVIDER) nothing is sent
 * and the messages wait. Safe to run twice, and alongside another run: each message is claimed
 * by one conditional update (sendDuePushMessages). A merchant that fails does not stop the others.
 */
export async function sendAllDuePushMessages(base: BaseCtx): Promise<{ configured: boolean; merchants: PushRunEntry[]; failed: number }> {
  const push = base.env.pushService;
  if (!push) return { configured: false, merchants: [], failed: 0 };
  const owners = await base.db.pushMessage.findMany({ where: { status: { in: ['scheduled', 'sending'] }, sendAt: { lte: base.now() } }, distinct: ['merchantId'], select: { merchantId: true } });
  if (owners.length === 0) return { configured: true, merchants: [], failed: 0 };
  const merchants = await base.db.merchant.findMany({ where: { id: { in: owners.map((o) => o.merchantId) } }, select: { id: true, name: true }, orderBy: { createdAt: 'asc' } });
  const entries: PushRunEntry[] = [];
  for (const m of merchants) {
    try {
      const totals = await sendDuePushMessages({ db: base.db, merchantId: m.id, now: base.now }, push);
      entries.push({ merchantId: m.id, merchantName: m.name, ...totals });
    } catch (error) {
      entries.push({ merchantId: m.id, merchantName: m.name, messages: 0, sent: 0, failed: 0, error: (error as Error).message });
    }
  }
  return { configured: true, merchants: entries, failed: entries.filter((e) => e.error).length };
}
