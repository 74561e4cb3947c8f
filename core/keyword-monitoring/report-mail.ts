import { queueMail } from '../mail/outbox.ts';
import type { BaseCtx } from '../shared/context.ts';
import { english } from '../shared/english.ts';
import { msg } from '../shared/messages.ts';
import { localDate } from '../shared/time.ts';
import type { TCampaignPosition } from './schema.ts';

type MailTx = Pick<BaseCtx, 'db' | 'env'> & { merchantId: string; timeZone: string };

const signed = (change: number) => (change > 0 ? `+${change}` : String(change));

/** One keyword's line of the report: its position and its move since the check before. */
function positionLine(r: TCampaignPosition): string {
  if (r.position === null) return english(msg('keywordMonitoring.mail.notRanked', { keyword: r.keyword }));
  if (r.change === null) return english(msg('keywordMonitoring.mail.ranked', { keyword: r.keyword, position: r.position }));
  return english(msg('keywordMonitoring.mail.rankedChange', { keyword: r.keyword, position: r.position, change: signed(r.change) }));
}

/**
 * Queues a check's report to each of the campaign's addresses, in the check's transaction (a
 * check that does not commit sends nothing). Texts come from the English locale file
 * (messages.keywordMonitoring.mail.*), as the other mails of the product.
 */
export async function queueCampaignReport(
  tx: MailTx,
  campaign: { name: string; domain: string; emails: string[] },
  check: { checkedAt: Date; results: TCampaignPosition[]; nextSyncAt: Date | null },
): Promise<number> {
  if (campaign.emails.length === 0) return 0;
  const merchant = await tx.db.merchant.findUniqueOrThrow({ where: { id: tx.merchantId }, select: { name: true } });
  const params = { shop: merchant.name, name: campaign.name, domain: campaign.domain, day: localDate(check.checkedAt, tx.timeZone) };
  const next = check.nextSyncAt ? english(msg('keywordMonitoring.mail.next', { day: localDate(check.nextSyncAt, tx.timeZone) })) : english(msg('keywordMonitoring.mail.last'));
  const text = [english(msg('keywordMonitoring.mail.body', params)), '', ...check.results.map(positionLine), '', next, '', `${tx.env.publicUrl}/tools/keyword-monitoring`].join('\n');
  const subject = english(msg('keywordMonitoring.mail.subject', params));
  for (const to of campaign.emails) await queueMail(tx.db, tx.merchantId, { to, subject, text });
  return campaign.emails.length;
}
