import { getAnnouncement } from '../../../../core/announcements/announcements.ts';
import { createReportShare } from '../../../../core/report-shares/shares.ts';
import { addRfqReply, createRfqRequest } from '../../../../core/rfq/requests.ts';
import type { Ctx } from '../../../../core/shared/context.ts';

export interface UtilityPageFixtures {
  rfqRequestId: string;
  rfqReplyId: string;
  reportShareId: string;
  reportShareHash: string;
}

/** Merchant A's RFQ request with a supplier's reply, a report share, and the announcement read by A's admin: a row in each of their tables. */
export async function seedUtilityPages(ctx: Ctx, marker: string, announcementId: string): Promise<UtilityPageFixtures> {
  await getAnnouncement(ctx, announcementId);
  const request = await createRfqRequest(ctx, { title: `Request ${marker}`, description: marker, quantity: 100, budget: 50_000, neededBy: '2027-01-15' });
  const reply = await addRfqReply(ctx, { requestId: request.id, supplier: `Supplier ${marker}`, price: 48_000, message: marker });
  const share = await createReportShare(ctx, { title: `Share ${marker}`, report: 'order_report', period: 'last_30_days' });
  return { rfqRequestId: request.id, rfqReplyId: reply.id, reportShareId: share.id, reportShareHash: share.hash };
}
